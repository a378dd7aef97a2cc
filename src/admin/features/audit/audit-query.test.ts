import { describe, expect, it } from 'vitest';
import { auditQueryOf, auditSearchOf } from './audit-query';

describe('the audit log’s filters in the address', () => {
  it('reads a member, a kind of record and a record, and the page', () => {
    expect(auditQueryOf('staff_id=3&record_kind=order&record_id=%2012%20&page=2')).toEqual({
      staff_id: 3,
      record_kind: 'order',
      record_id: '12',
      page: 2,
    });
    expect(auditQueryOf('staff_id=abc&record_kind=planet&page=0')).toEqual({});
  });

  it('writes them back', () => {
    expect(auditSearchOf({ record_kind: 'staff', record_id: '4' })).toBe('record_kind=staff&record_id=4');
  });
});
