import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { UserInfo } from '../contract/entities';
import { messages } from '../contract/messages';
import { schemaFormMachine, type SaveFormInput, type SchemaFormInput } from './schema-form.machine';

function start(input: SchemaFormInput, answer: (i: SaveFormInput) => unknown = () => null) {
  const saves: SaveFormInput[] = [];
  const told: unknown[] = [];
  const logic = schemaFormMachine.provide({
    actors: {
      save: fromPromise<UserInfo | null, SaveFormInput>(async ({ input: i }) => {
        saves.push(i);
        return answer(i) as UserInfo | null;
      }),
    },
    actions: { tellSaved: (_, { form, saved }) => told.push({ form, saved }) },
  });
  const actor = createActor(logic, { input }).start();
  const type = (name: string, value: string) => actor.send({ type: 'form.field', name, value });
  return { actor, saves, told, type };
}

const refusal = (fieldErrors: Record<string, string>, message = 'Some fields are not valid') =>
  Object.assign(new Error(message), { kind: 'invalid', fieldErrors });

describe('settings form', () => {
  it('checks with the schema on Save, then follows the typing; nothing is sent while invalid', () => {
    const { actor, saves, type } = start({ form: 'profile', values: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' } });
    type('email', 'nope');
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: messages.emailInvalid });
    type('firstname', '');
    expect(actor.getSnapshot().context.errors).toEqual({ email: messages.emailInvalid, firstname: messages.firstnameRequired });
    type('email', 'ada@example.org');
    expect(actor.getSnapshot().context.errors).toEqual({ firstname: messages.firstnameRequired });
    expect(saves).toEqual([]);
  });

  it('saves the profile and hands the saved user info on', async () => {
    const user = { id: 1, firstname: 'Ada', lastname: 'King', email: 'ada@example.com' };
    const { actor, told, type } = start(
      { form: 'profile', values: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' } },
      () => user,
    );
    type('lastname', 'King');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('saving');
    await waitFor(actor, (s) => s.matches('saved'));
    expect(told).toEqual([{ form: 'profile', saved: user }]);
    expect(actor.getSnapshot().context.values.lastname).toBe('King');
    type('lastname', 'Byron');
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it("puts the server's field messages under their fields and keeps the values", async () => {
    const { actor, type } = start({ form: 'password' }, () => {
      throw refusal({ old_password: messages.currentPasswordWrong });
    });
    type('old_password', 'wrong-one');
    type('password', 'newpass1');
    type('c_password', 'newpass1');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing') && Object.keys(s.context.errors).length > 0);
    expect(actor.getSnapshot().context.errors).toEqual({ old_password: messages.currentPasswordWrong });
    expect(actor.getSnapshot().context.values.password).toBe('newpass1');
    // Typing in another field keeps the server's message on the untouched one.
    type('password', 'newpass2');
    expect(actor.getSnapshot().context.errors).toEqual({ old_password: messages.currentPasswordWrong, c_password: messages.passwordsDiffer });
  });

  it('shows a refusal that is not about a field on its own', async () => {
    const offline = Object.assign(new Error(messages.requestFailed), { kind: 'network', fieldErrors: {} });
    const { actor } = start({ form: 'profile', values: { firstname: 'A', lastname: 'B', email: 'a@b.co' } }, () => {
      throw offline;
    });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('empties the password form once saved, and ignores fields it does not have', async () => {
    const { actor, saves, type } = start({ form: 'password' });
    type('old_password', 'secret123');
    type('password', 'newpass1');
    type('c_password', 'newpass1');
    type('email', 'x@y.z');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(saves).toEqual([{ form: 'password', values: { old_password: 'secret123', password: 'newpass1', c_password: 'newpass1' } }]);
    expect(actor.getSnapshot().context.values).toEqual({ old_password: '', password: '', c_password: '' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors.old_password).toBe(messages.currentPasswordRequired);
  });

  it("the contact form: the order number may stay empty, the server's field messages land under the fields, sent it starts over", async () => {
    let refuse = true;
    const { actor, saves, type } = start({ form: 'inquiry' }, () => {
      if (refuse) throw refusal({ email: messages.emailInvalid });
      return null;
    });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      name: messages.inquiryNameRequired,
      email: messages.emailRequired,
      subject: messages.inquirySubjectRequired,
      message: messages.inquiryMessageRequired,
    });
    type('name', 'Ada');
    type('email', 'ada@example.com');
    type('subject', 'Hinge');
    type('message', 'Loose hinge');
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.errors.email !== undefined);
    expect(actor.getSnapshot().context.errors).toEqual({ email: messages.emailInvalid });
    refuse = false;
    type('email', 'ada@example.org');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(saves.at(-1)).toEqual({
      form: 'inquiry',
      values: { name: 'Ada', email: 'ada@example.org', subject: 'Hinge', message: 'Loose hinge', order_no: '' },
    });
    expect(actor.getSnapshot().context.values).toEqual({ name: '', email: '', subject: '', message: '', order_no: '' });
  });
  it('the OEM/ODM request: its attachments are checked (at most 3, each up to 5 MB), sent with the fields, emptied once sent; other forms take none', async () => {
    const { actor, saves, type } = start({ form: 'odm' });
    const small = { name: 'sketch.png', size: 1000 };
    actor.send({ type: 'form.files', files: [small, small, small, small] });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toMatchObject({
      kind: messages.odmKindInvalid,
      name: messages.inquiryNameRequired,
      quantity: messages.odmQtyMin,
      files: messages.uploadTooMany,
    });
    actor.send({ type: 'form.files', files: [{ name: 'big.png', size: 6 * 1024 * 1024 }] });
    expect(actor.getSnapshot().context.errors.files).toBe(messages.uploadTooLarge);
    actor.send({ type: 'form.files', files: [small] });
    expect(actor.getSnapshot().context.errors.files).toBeUndefined();
    type('kind', 'oem');
    type('name', 'Grace');
    type('email', 'grace@example.com');
    type('quantity', '299');
    type('message', 'Our colours');
    expect(actor.getSnapshot().context.errors).toEqual({ quantity: messages.odmQtyMin });
    type('quantity', '500');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(saves.at(-1)).toEqual({
      form: 'odm',
      values: { kind: 'oem', name: 'Grace', email: 'grace@example.com', company: '', quantity: '500', message: 'Our colours' },
      files: [small],
    });
    expect(actor.getSnapshot().context.files).toEqual([]);

    const contact = start({ form: 'inquiry' });
    contact.actor.send({ type: 'form.files', files: [small] });
    expect(contact.actor.getSnapshot().context.files).toEqual([]);
  });
  it('the rebate agreement: the version read is sent as it is; none is refused before sending', async () => {
    const { actor, saves } = start({ form: 'rebate', values: { version: '3' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(saves).toEqual([{ form: 'rebate', values: { version: '3' } }]);
    const none = start({ form: 'rebate' });
    none.actor.send({ type: 'form.submit' });
    expect(none.actor.getSnapshot().context.errors).toEqual({ version: messages.invalidInput });
    expect(none.saves).toEqual([]);
  });
});
