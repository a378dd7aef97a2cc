import { supportChatMachine } from '../../../machines/support-chat.machine';
import { supportSocketActor } from './socket';

/** The support chat's effects: the socket (socket.io-client on /ws/support, one while the panel is open). */
export const supportChatLogic = supportChatMachine.provide({
  actors: { socket: supportSocketActor() },
});
