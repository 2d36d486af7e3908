import { AdminService, type AuditEntry } from '@mrok/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer } from '../test/sdk';
import { dataProvider } from '../providers/dataProvider';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the audit log', () => {
  const ENTRY: AuditEntry = {
    id: 5,
    at: '2026-11-23T08:00:00Z',
    actorId: 1,
    actorRole: 'admin',
    action: 'adminChangeNickname',
    method: 'POST',
    target: '/api/admin/changeNickname',
    before: 'Morwena',
    after: '{"newNickname":"Morwenna","userId":7}',
    status: 200,
  };

  it('pages it newest first, filtered by the acting account and the operation', async () => {
    const list = vi.spyOn(AdminService, 'adminAuditLog').mockReturnValue(answer({ data: [ENTRY], total: 41 }));
    const page = await dataProvider.getList('auditLog', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'at', order: 'ASC' },
      filter: { actorId: '1', action: ' adminChangeNickname ' },
    });
    expect(page).toEqual({ data: [ENTRY], total: 41 });
    expect(list).toHaveBeenCalledWith({ start: 20, end: 40, actorId: 1, action: 'adminChangeNickname' });
  });

  it('cannot be changed or deleted', async () => {
    await expect(dataProvider.update('auditLog', { id: 5, data: {}, previousData: ENTRY })).rejects.toMatchObject({ status: 405 });
    await expect(dataProvider.delete('auditLog', { id: 5, previousData: ENTRY })).rejects.toMatchObject({ status: 405 });
  });
});
