import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applicationFormSteps } from '../../../src/core/flow/order';
import { STEPS, TERMINAL_STEPS, type Step } from '../../../src/core/steps';
import type { Queryable } from '../../../server/db/db';
import { isFormPhase } from '../../../server/domain/application/formProgress';
import { findTransition, LifecycleError, transition, TRANSITIONS, type LifecycleEvent } from '../../../server/domain/lifecycle';
import { targetsOf } from '../../../server/domain/lifecycle/transitions';
import { loadProducts } from '../../../server/flows/loadProducts';
import type { ApplicationRecord } from '../../../server/repos/applications';
import { SERVER_HANDLERS } from '../../../server/http/steps/registry';

const ROOT = join(__dirname, '..', '..', '..');
const products = loadProducts({ flowsDir: join(ROOT, 'flows'), schemasDir: join(ROOT, 'schemas') }, Object.keys(SERVER_HANDLERS));

/**
 * What the flows allow, written out: event -> the steps it may start at and where it goes
 * ('FORM' stands for the flow's form steps and USER_REVIEW; null for a new application).
 */
const ALLOWED: Record<LifecycleEvent, { from: (Step | 'FORM' | null)[]; to: (Step | 'FORM' | 'SAME')[] }> = {
  created: { from: [null], to: ['FORM'] },
  denied_at_sign_in: { from: [null], to: ['APPLICATION_DENIED'] },
  form_submitted: { from: ['FORM'], to: ['FORM'] },
  review_completed: { from: ['USER_REVIEW'], to: ['PROCESSING_APPLICATION'] },
  decided_approved: { from: ['PROCESSING_APPLICATION'], to: ['OFFER_REVIEW'] },
  decided_denied: { from: ['PROCESSING_APPLICATION'], to: ['APPLICATION_DENIED'] },
  decided_manual_review: { from: ['PROCESSING_APPLICATION'], to: ['SAME'] },
  decision_failed: { from: ['PROCESSING_APPLICATION'], to: ['APPLICATION_PROCESSING_ERROR'] },
  review_approved: { from: ['PROCESSING_APPLICATION'], to: ['OFFER_REVIEW'] },
  review_denied: { from: ['PROCESSING_APPLICATION'], to: ['APPLICATION_DENIED'] },
  offer_selected: { from: ['OFFER_REVIEW'], to: ['SAME'] },
  automatic_payments_set: { from: ['OFFER_REVIEW'], to: ['SAME'] },
  offer_accepted: { from: ['OFFER_REVIEW'], to: ['DOCUSIGN'] },
  offer_declined: { from: ['OFFER_REVIEW'], to: ['APPLICATION_CANCELED'] },
  signing_finished: { from: ['DOCUSIGN'], to: ['AWAITING_SIGNATURE_CONFIRMATION'] },
  signature_declined: { from: ['DOCUSIGN', 'AWAITING_SIGNATURE_CONFIRMATION'], to: ['APPLICATION_CANCELED'] },
  signature_confirmed: { from: ['AWAITING_SIGNATURE_CONFIRMATION'], to: ['FINALIZING_APPLICATION'] },
  signature_id_check_failed: { from: ['AWAITING_SIGNATURE_CONFIRMATION'], to: ['APPLICATION_PROCESSING_ERROR'] },
  signature_not_confirmed: { from: ['AWAITING_SIGNATURE_CONFIRMATION'], to: ['APPLICATION_PROCESSING_ERROR'] },
  funded: { from: ['FINALIZING_APPLICATION'], to: ['APPLICATION_COMPLETED'] },
  funding_refused: { from: ['FINALIZING_APPLICATION'], to: ['APPLICATION_DENIED'] },
  funding_failed: { from: ['FINALIZING_APPLICATION'], to: ['APPLICATION_PROCESSING_ERROR'] },
  canceled: { from: STEPS.filter((s) => !TERMINAL_STEPS.includes(s)), to: ['APPLICATION_CANCELED'] },
};

const EVENTS = Object.keys(ALLOWED) as LifecycleEvent[];

describe('the lifecycle table', () => {
  it('has one row per event, and each row is what the flows allow', () => {
    expect(TRANSITIONS.map((t) => t.event).sort()).toEqual([...EVENTS].sort());
  });

  for (const product of products.values()) {
    const formPhase = (step: Step) => isFormPhase(product, step);
    const formSteps = [...applicationFormSteps(product.flow).map((s) => s.step), 'USER_REVIEW'] as Step[];
    const expand = (steps: (Step | 'FORM' | null)[]) => steps.flatMap((s) => (s === 'FORM' ? formSteps : [s]));

    it(`${product.id}: allows exactly the transitions its flow allows, to the steps it allows, and refuses every other (step, event)`, () => {
      let allowed = 0;
      let refused = 0;
      for (const event of EVENTS) {
        const from = expand(ALLOWED[event].from);
        for (const step of [null, ...STEPS]) {
          const row = findTransition(step, event, formPhase);
          if (!from.includes(step)) {
            expect(row, `${event} from ${step}`).toBeNull();
            refused++;
            continue;
          }
          expect(row, `${event} from ${step}`).not.toBeNull();
          const to = ALLOWED[event].to.flatMap((t) => (t === 'FORM' ? formSteps : t === 'SAME' ? [step as Step] : [t]));
          expect(targetsOf(row!, step, formPhase).sort(), `${event} from ${step}`).toEqual(to.sort());
          allowed++;
        }
      }
      expect(allowed).toBeGreaterThan(30);
      expect(refused).toBeGreaterThan(allowed);
    });
  }

  it('queues the job of a transition with it: decide, confirm-signature, fund and the notices', () => {
    const jobs = Object.fromEntries(TRANSITIONS.filter((t) => t.job).map((t) => [t.event, t.job]));
    expect(jobs).toEqual({
      review_completed: 'decide', decided_denied: 'notice-adverse-action', review_approved: 'notice-review-decided', review_denied: 'notice-review-decided',
      signing_finished: 'confirm-signature', signature_confirmed: 'fund', funded: 'notice-funded', funding_refused: 'notice-adverse-action',
    });
  });

  it('refuses a change the table does not allow before anything is written', async () => {
    const product = products.get('microloan')!;
    const untouchable: Queryable = { query: async () => { throw new Error('nothing may be written'); } };
    const deps = { db: { ...untouchable, transaction: async () => { throw new Error('no transaction'); }, close: async () => undefined, kind: 'postgres' as const }, now: () => new Date(), queue: { enqueue: async () => false } };
    const app = { id: 'a', reference: 'PAL-0000-01', product: 'microloan', member_id: 'm', channel: 'web', step: 'USER_REVIEW', data: {}, outcome: null, version: 1, created_at: new Date(), updated_at: new Date() } satisfies ApplicationRecord;
    await expect(transition(untouchable, deps, product, app, 'offer_accepted')).rejects.toBeInstanceOf(LifecycleError);
    await expect(transition(untouchable, deps, product, { ...app, step: 'APPLICATION_COMPLETED' }, 'canceled')).rejects.toBeInstanceOf(LifecycleError);
    await expect(transition(untouchable, deps, product, app, 'form_submitted', { to: 'OFFER_REVIEW' })).rejects.toBeInstanceOf(LifecycleError);
  });
});

describe('every change of step goes through the lifecycle', () => {
  const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });

  it('no server file but domain/lifecycle/transition.ts writes an application step with applicationsRepo.update or create', () => {
    const writers = files(join(ROOT, 'server'))
      .filter((path) => /applicationsRepo\.(update|create)\(/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(ROOT, path));
    expect(writers).toEqual(['server/domain/lifecycle/transition.ts']);
  });
});
