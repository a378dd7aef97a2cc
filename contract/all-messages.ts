/**
 * Every message, the shop's and the console's, with their book (./messages.ts `messageBook`): the
 * server, which says both, and the console read their English and keys here. The shop app reads
 * ./messages.ts alone, so the console's words never travel in its first load.
 */
import { consoleMessages } from './console-messages';
import { messageBook, messages } from './messages';

export const allMessages = { ...messages, ...consoleMessages } as const;

export const { keys: ALL_MESSAGE_KEYS, textOf, isMessageKey, isMessageRef, refOfText } = messageBook(allMessages);
