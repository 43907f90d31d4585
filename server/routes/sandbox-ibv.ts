// The sandbox providers' own pages (provider 10000 and 20000), served by our server at
// /sandbox-ibv/<provider>/<requestCode>/<step>: plain HTML forms, POST-redirect-GET, no script. The request
// code in the URL is the only key; a finished or expired request's pages say so.
import { readFileSync } from 'node:fs';
import type { FastifyReply } from 'fastify';
import { IBV_STATUS } from '#src/domain/codes/ibv.ts';
import type { Services } from '../app-services.ts';
import type { CallRouting } from '../http/register-call.ts';
import { page, returnUrl, STYLESHEET_PATH } from '../ibv/pages/layout.ts';
import { accountsStep, bankStep, endedStep, loginStep, mfaStep, type Ending } from '../ibv/pages/steps.ts';
import { isFinished, type IbvRequestRow } from '../ibv/requests.ts';
import { brandBySlug, type SandboxBrand } from '../ibv/sandbox/brands.ts';
import { post } from '../ibv/sandbox/flow.ts';
import { institutionById, searchInstitutions } from '../ibv/sandbox/institutions.ts';
import { readProgress, SANDBOX_STEPS, type SandboxStep } from '../ibv/sandbox/progress.ts';
import { sandboxUser } from '../ibv/sandbox/users.ts';

const STYLESHEET = readFileSync(new URL('../ibv/pages/sandbox.css', import.meta.url), 'utf8');
const FORM_BODY_LIMIT = 4 * 1024;

type Params = { slug: string; code: string; step?: string };

const isStep = (value: string | undefined): value is SandboxStep => (SANDBOX_STEPS as readonly string[]).includes(value ?? '');

/** The step the request is on; from sign-in the borrower may also go back to the bank list. */
function isOpenStep(step: string | undefined, current: SandboxStep): step is SandboxStep {
  return isStep(step) && (step === current || (step === 'bank' && current === 'login'));
}

function htmlReply(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

/** The sandbox providers' pages, over the bank verification requests the verification calls share. */
export function registerSandboxIbvRoutes({ app }: CallRouting, { ibv: requests, clock, config }: Services): void {
  const now = () => clock.now();
  const reportDelayMs = config.sandboxReportDelayMs;
  async function lenderName(request: IbvRequestRow | undefined): Promise<string> {
    return (request && (await requests.lenderNameOf(request))) ?? 'your lender';
  }

  /** The request of the URL, brought up to date; or undefined once the page saying why there is nothing to do is sent. */
  async function load(params: Params, reply: FastifyReply): Promise<{ brand: SandboxBrand; request: IbvRequestRow; lender: string } | undefined> {
    const brand = brandBySlug(params.slug);
    const found = await requests.byCode(params.code);
    const request = found && brand && found.provider === brand.provider ? await requests.refresh(found) : undefined;
    const lender = await lenderName(request);
    const frame = { brand: brand ?? brandBySlug('10000')!, lenderName: lender, requestCode: null };
    if (!brand || !request) {
      htmlReply(reply, 404, page(frame, 'Link not valid', endedStep('unknown', lender, null)));
      return undefined;
    }
    if (isFinished(request.status)) {
      const ending: Ending = readProgress(request.progress).reason === 'expired' ? 'expired' : 'finished';
      htmlReply(
        reply,
        410,
        page({ ...frame, brand }, ending === 'expired' ? 'Verification expired' : 'Verification finished', endedStep(ending, lender, params.code)),
      );
      return undefined;
    }
    return { brand, request, lender };
  }

  app.get(STYLESHEET_PATH, async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(STYLESHEET));

  app.get<{ Params: Params }>('/sandbox-ibv/:slug/:code', async (req, reply) => {
    const loaded = await load(req.params, reply);
    if (!loaded) return reply;
    return reply.code(303).redirect(`/sandbox-ibv/${loaded.brand.slug}/${req.params.code}/${readProgress(loaded.request.progress).step}`);
  });

  app.get<{ Params: Params; Querystring: { q?: string } }>('/sandbox-ibv/:slug/:code/:step', async (req, reply) => {
    const loaded = await load(req.params, reply);
    if (!loaded) return reply;
    const { brand, request, lender } = loaded;
    const code = req.params.code;
    const progress = readProgress(request.progress);
    const step = req.params.step;
    if (!isOpenStep(step, progress.step)) return reply.code(303).redirect(`/sandbox-ibv/${brand.slug}/${code}/${progress.step}`);

    // Opening the pages is "started, not completed" (1) until the borrower gets further.
    const flash = progress.flash;
    if (request.status === IBV_STATUS.notStarted || flash) {
      await requests.save(request.id, { status: Math.max(request.status, IBV_STATUS.startedNotCompleted), progress: { ...progress, flash: undefined } });
    }
    const frame = { brand, lenderName: lender, requestCode: code };
    const bankName = institutionById(progress.institutionId)?.name ?? 'your bank';
    const status = flash ? 'error' : null;
    switch (step) {
      case 'bank': {
        const query = typeof req.query.q === 'string' ? req.query.q.slice(0, 60) : '';
        return htmlReply(reply, 200, page(frame, 'Select your bank', bankStep(query, searchInstitutions(query), lender), { status }));
      }
      case 'login':
        return htmlReply(reply, 200, page(frame, `Sign in to ${bankName}`, loginStep(brand, bankName, flash), { status }));
      case 'mfa':
        return htmlReply(
          reply,
          200,
          page(frame, brand.mfa === 'oneTimeCode' ? 'Enter your one-time code' : 'Answer your security question', mfaStep(brand, bankName, flash), { status }),
        );
      case 'accounts': {
        const accounts = sandboxUser(progress.username ?? '')?.accounts ?? [];
        return htmlReply(reply, 200, page(frame, 'Choose an account to share', accountsStep(lender, bankName, accounts, flash), { status }));
      }
    }
  });

  // Form posts only here: the API elsewhere speaks JSON alone.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    scope.post<{ Params: Params; Body: Record<string, string> | undefined }>('/sandbox-ibv/:slug/:code/:step', async (req, reply) => {
      const loaded = await load(req.params, reply);
      if (!loaded) return reply;
      const { brand, request } = loaded;
      const code = req.params.code;
      const progress = readProgress(request.progress);
      const step = req.params.step;
      const here = `/sandbox-ibv/${brand.slug}/${code}/${progress.step}`;
      if (!isOpenStep(step, progress.step)) return reply.code(303).redirect(here);

      const form = typeof req.body === 'object' && req.body !== null ? req.body : {};
      const move = post(
        brand,
        step,
        { status: Math.max(request.status, IBV_STATUS.startedNotCompleted), progress, failedAttempts: request.failedAttempts },
        form,
        now(),
        reportDelayMs,
      );
      const finished = isFinished(move.status);
      await requests.save(request.id, {
        status: move.status,
        progress: move.progress,
        failedAttempts: move.failedAttempts,
        ...(move.completed ? { completedAt: new Date(now()) } : {}),
      });
      if (!finished) return reply.code(303).redirect(`/sandbox-ibv/${brand.slug}/${code}/${move.progress.step}`);
      // Success writes the report now (or, for a report still being built, when it is ready).
      const saved = await requests.byCode(code);
      if (saved) await requests.refresh(saved);
      return reply.code(303).redirect(returnUrl(code));
    });
  });
}
