import { Migration } from '@mikro-orm/migrations';

/**
 * A tracker run's claim of one vendor request (TrackerResultsRepository.claimVendorCall) as a
 * function: a run sends one a request, ten a search at depth 100, and as a single statement each was
 * parsed and planned anew every time (on the embedded database about half of its CPU). PL/pgSQL keeps
 * its statements' plans for the session. The same two writes as the statement it replaces: the
 * keyword's count, within its limit of unanswered requests, then the run's.
 */
export class Migration20261129100000_vendor_call_claim extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function claim_vendor_call(p_run_id uuid, p_keyword varchar, p_device varchar, p_answered integer, p_limit integer) returns boolean
      language plpgsql as $$
      begin
        insert into tracking_run_keyword_calls as c (run_id, keyword, device, calls, answered) values (p_run_id, p_keyword, p_device, 1, p_answered)
        on conflict (run_id, keyword, device) do update set calls = c.calls + 1, answered = c.answered + excluded.answered
        where c.calls - c.answered - excluded.answered < p_limit;
        if not found then
          return false;
        end if;
        update tracking_runs set vendor_calls = vendor_calls + 1 where id = p_run_id;
        return found;
      end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop function claim_vendor_call(uuid, varchar, varchar, integer, integer);');
  }
}
