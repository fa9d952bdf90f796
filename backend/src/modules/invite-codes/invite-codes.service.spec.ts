import { QueryFailedError, type Repository } from 'typeorm';
import type { Transactions } from '../../infra/database/transactions';
import type { InviteCode } from './invite-code.entity';
import { generateInviteCode } from './invite-code-generator';
import { InviteCodesService } from './invite-codes.service';
import type { InvitationEmails } from './invitation-emails.service';

jest.mock('./invite-code-generator', () => ({ generateInviteCode: jest.fn() }));
const nextCode = generateInviteCode as jest.MockedFunction<typeof generateInviteCode>;

const duplicate = (code: string) =>
  new QueryFailedError('INSERT', [], Object.assign(new Error('Duplicate entry'), { code }));

/** Just enough of a repository: inserts fail for the codes listed as taken. */
function fakeRepository(taken: Set<string>, failure: Error = duplicate('ER_DUP_ENTRY')) {
  const rows = new Map<string, InviteCode>();
  let ids = 0;
  const repo = {
    create: (fields: Partial<InviteCode>) => ({ id: `id-${++ids}`, ...fields }) as InviteCode,
    insert: jest.fn(async (row: InviteCode) => {
      if (taken.has(row.code)) throw failure;
      rows.set(row.id, { ...row, isUsed: false, usedBy: null, usedAt: null, createdAt: new Date() });
    }),
    findOneByOrFail: async ({ id }: { id: string }) => rows.get(id)!,
  };
  return repo;
}

/** Codes without a client email: nothing is mailed and no code has an email yet. */
const noInvitations = {
  write: jest.fn(async () => undefined),
  latestOf: async () => new Map(),
} as unknown as InvitationEmails;

/** The code is inserted in a transaction with its invitation: here straight into the fake repository. */
const transactionsOver = (repo: ReturnType<typeof fakeRepository>) =>
  ({
    write: async (work: (manager: unknown) => Promise<unknown>) =>
      work({ insert: (_entity: unknown, row: InviteCode) => repo.insert(row) }),
  }) as unknown as Transactions;

describe('InviteCodesService.create', () => {
  beforeEach(() => nextCode.mockReset());

  it.each(['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE'])('draws again when the code is taken (%s)', async (code) => {
    const repo = fakeRepository(new Set(['TAKENCODE2']), duplicate(code));
    nextCode.mockReturnValueOnce('TAKENCODE2').mockReturnValueOnce('FRESHCODE3');
    const service = new InviteCodesService(
      repo as unknown as Repository<InviteCode>,
      noInvitations,
      transactionsOver(repo),
    );

    const created = await service.create('shopper-1', { clientName: 'Ann' });

    expect(created).toMatchObject({ code: 'FRESHCODE3', clientName: 'Ann', clientEmail: null, isUsed: false });
    expect(repo.insert).toHaveBeenCalledTimes(2);
  });

  it('gives up after five collisions in a row', async () => {
    const repo = fakeRepository(new Set(['TAKENCODE2']));
    nextCode.mockReturnValue('TAKENCODE2');
    const service = new InviteCodesService(
      repo as unknown as Repository<InviteCode>,
      noInvitations,
      transactionsOver(repo),
    );

    await expect(service.create('shopper-1', {})).rejects.toBeInstanceOf(QueryFailedError);
    expect(repo.insert).toHaveBeenCalledTimes(5);
  });

  it('does not retry other database errors', async () => {
    const repo = fakeRepository(new Set(['TAKENCODE2']), new QueryFailedError('INSERT', [], new Error('disk full')));
    nextCode.mockReturnValue('TAKENCODE2');
    const service = new InviteCodesService(
      repo as unknown as Repository<InviteCode>,
      noInvitations,
      transactionsOver(repo),
    );

    await expect(service.create('shopper-1', {})).rejects.toThrow('disk full');
    expect(repo.insert).toHaveBeenCalledTimes(1);
  });
});
