import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import stringify from 'safe-stable-stringify';
import { AppError } from '../common/app-error';
import { mcpMessages } from './mcp.messages';

/** How long a quote's confirmation may be used. */
export const CONFIRMATION_TTL_MS = 10 * 60_000;

/** Who a confirmation is bound to, besides the tool and its arguments. */
export interface ConfirmationHolder {
  apiTokenId: string;
  userId: string;
  workspaceId: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** The arguments a call is bound by, whatever their key order. */
const argumentsHashOf = (args: Record<string, unknown>) => sha256(stringify(args) ?? '');

/**
 * Single-use confirmations of quoted calls, stored (as hashes) in `mcp_confirmations`, so they hold across
 * api replicas and processes. Redeeming deletes the row in the same statement that matches it, so two calls
 * with one confirmation cannot both act.
 */
export class McpConfirmations {
  constructor(private readonly em: EntityManager) {}

  /** A new confirmation for `tool` called with exactly `args` by `holder`, for `credits`; the secret is returned once. */
  async issue(holder: ConfirmationHolder, tool: string, args: Record<string, unknown>, credits: number, now = new Date()): Promise<{ confirm: string; expiresAt: Date }> {
    const confirm = `cf_${randomBytes(24).toString('base64url')}`;
    const expiresAt = new Date(now.getTime() + CONFIRMATION_TTL_MS);
    // Expired confirmations are never redeemed; clearing them here keeps the table to the pending ones.
    await this.em.execute('delete from mcp_confirmations where expires_at < ?', [now]);
    await this.em.execute(
      'insert into mcp_confirmations (token_hash, api_token_id, user_id, workspace_id, tool, arguments_hash, credits, expires_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
      [sha256(confirm), holder.apiTokenId, holder.userId, holder.workspaceId, tool, argumentsHashOf(args), credits, expiresAt],
    );
    return { confirm, expiresAt };
  }

  /** Uses up `confirm` for this exact call and answers the credits it was quoted for; refuses one unknown, used, expired or issued for another call. */
  async redeem(holder: ConfirmationHolder, tool: string, args: Record<string, unknown>, confirm: string, now = new Date()): Promise<{ credits: number }> {
    const rows = await this.em.execute<{ credits: number }[]>(
      `delete from mcp_confirmations
       where token_hash = ? and api_token_id = ? and user_id = ? and workspace_id = ? and tool = ? and arguments_hash = ? and expires_at > ?
       returning credits`,
      [sha256(confirm), holder.apiTokenId, holder.userId, holder.workspaceId, tool, argumentsHashOf(args), now],
    );
    if (rows.length === 0) throw new AppError('CONFLICT', mcpMessages.confirmationNotValid);
    return { credits: Number(rows[0].credits) };
  }
}
