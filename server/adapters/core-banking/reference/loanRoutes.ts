import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../../db/db';
import type { Clock } from '../../../domain/ports';
import type { LoanBooking } from '../../ledger/booking';
import { withIdempotencyKey } from '../../ledger/idempotency';
import { bookLoan, disburseLoan, readDisbursement, readLoan, voidLoan } from '../../ledger/ledgerStore';
import type { CoreBankingContract } from '../contract';
import { CoreHttpError } from './coreErrors';
import { checkContract } from './requestChecks';

interface Stored { status: number; body: unknown }

function answer(reply: FastifyReply, result: { value: Stored; replayed: boolean }): unknown {
  void reply.status(result.value.status).header('idempotent-replayed', String(result.replayed));
  return result.value.body;
}

/**
 * The loan side of the contract on the built-in ledger: each write in one transaction under its
 * Idempotency-Key (scopes `core.bookLoan`, `core.disburseLoan`, `core.voidLoan`): the first answer is stored and
 * replayed as it was; a refusal stores nothing.
 */
export function registerLoanRoutes(app: FastifyInstance, contract: CoreBankingContract, db: Db, now: Clock): void {
  app.post('/loans', async (request, reply) => {
    checkContract(contract, 'bookLoan', request);
    const booking = request.body as LoanBooking;
    const key = String(request.headers['idempotency-key']);
    const result = await db.transaction((tx) => withIdempotencyKey<Stored>(tx, 'core.bookLoan', key, booking, now(), async () => {
      const booked = await bookLoan(tx, booking, now());
      if (!booked.created) throw new CoreHttpError(409, 'LOAN_EXISTS', 'This application already has a loan', { loan_id: booked.loanId });
      return { status: 201, body: await readLoan(tx, booked.loanId) };
    }));
    return answer(reply, result);
  });

  app.get('/loans/:loan_id', async (request) => {
    checkContract(contract, 'getLoan', request);
    const loan = await readLoan(db, (request.params as { loan_id: string }).loan_id);
    if (!loan) throw new CoreHttpError(404, 'NOT_FOUND', 'No such loan');
    return loan;
  });

  app.post('/loans/:loan_id/disbursements', async (request, reply) => {
    checkContract(contract, 'disburseLoan', request);
    const loanId = (request.params as { loan_id: string }).loan_id;
    const body = request.body as { account_id: string; amount: number };
    const key = String(request.headers['idempotency-key']);
    const result = await db.transaction((tx) => withIdempotencyKey<Stored>(tx, 'core.disburseLoan', key, { loan_id: loanId, ...body }, now(), async () => {
      const paid = await disburseLoan(tx, loanId, body, now());
      if (!paid.created) throw new CoreHttpError(409, 'DISBURSEMENT_EXISTS', 'This loan was disbursed already', { disbursement_id: paid.disbursementId });
      return { status: 201, body: await readDisbursement(tx, paid.disbursementId) };
    }));
    return answer(reply, result);
  });

  app.post('/loans/:loan_id/void', async (request, reply) => {
    checkContract(contract, 'voidLoan', request);
    const loanId = (request.params as { loan_id: string }).loan_id;
    const body = request.body as { reason: string };
    const key = String(request.headers['idempotency-key']);
    const result = await db.transaction((tx) => withIdempotencyKey<Stored>(tx, 'core.voidLoan', key, { loan_id: loanId, ...body }, now(), async () => {
      await voidLoan(tx, loanId, body.reason, now());
      return { status: 200, body: await readLoan(tx, loanId) };
    }));
    return answer(reply, result);
  });
}
