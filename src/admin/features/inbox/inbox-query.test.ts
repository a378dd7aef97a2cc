import { describe, expect, it } from 'vitest';
import { inboxQueryOf, inboxRequestOf, inboxSearchOf } from './inbox-query';

describe('the inbox’s filters in the address', () => {
  it('reads what is valid and leaves the rest out', () => {
    expect(inboxQueryOf('status=new&kind=odm&assignee=me&page=2')).toEqual({ status: 'new', kind: 'odm', assignee: 'me', page: 2 });
    expect(inboxQueryOf('assignee=none')).toEqual({ assignee: 'none' });
    expect(inboxQueryOf('assignee=12')).toEqual({ assignee: '12' });
    expect(inboxQueryOf('status=lost&kind=fax&assignee=0&page=1')).toEqual({});
    expect(inboxQueryOf('assignee=someone')).toEqual({});
  });

  it('writes them back, so a link shares the list as it is', () => {
    const query = inboxQueryOf('kind=contact&assignee=7&page=3');
    expect(inboxQueryOf(inboxSearchOf(query))).toEqual(query);
    expect(inboxSearchOf({})).toBe('');
  });

  it('asks the server for the page with the console’s page size', () => {
    expect(inboxRequestOf({ status: 'new' })).toEqual({ status: 'new', page: 1, page_size: 25 });
  });
});
