import type { CallName, CallOutput, CallParsedInput, Contract } from '@verge/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Viewer } from '../auth/viewer';
import type { UploadedFile } from '../photos/uploadSpool';

/** The platform admin (super user) as the /admin calls see it. */
export interface SuperViewer {
  userId: number;
  isSuper: true;
}

type ViewerFor<N extends CallName> = Contract[N]['auth'] extends 'user'
  ? Viewer
  : Contract[N]['auth'] extends 'super'
    ? SuperViewer
    : null;

export interface CallContext<N extends CallName> {
  input: CallParsedInput<N>;
  viewer: ViewerFor<N>;
  /** The file of a binary upload, spooled to disk (photos/uploadSpool.ts). */
  body: UploadedFile | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A response already serialised (sync payloads built as JSON inside PostgreSQL). */
export class RawJson {
  constructor(readonly text: string) {}
}

export type Handler<N extends CallName> = ((context: CallContext<N>) => Promise<CallOutput<N> | RawJson>) & {
  /**
   * Work that must hold no database connection (an upload's decode and store): done first, before the call's
   * transaction opens; `transact` then runs the handler as usual (a command in its transaction) and answers
   * its JSON text. Whatever the transaction did not keep (it failed, or a retry was answered from the
   * ledger) is this step's to undo.
   */
  beforeTransaction?: (context: CallContext<N>, transact: () => Promise<string>) => Promise<string>;
};
export type Handlers = { [N in CallName]?: Handler<N> };
