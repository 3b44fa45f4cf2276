import { Migration } from '@mikro-orm/migrations';

/**
 * Vendor request claims in batches (TrackerResultsRepository.claimVendorCalls): the searches of a step
 * claim their next requests together, one committed statement for all of them, instead of a statement
 * each (ten a search at depth 100, most of a run's statements). Each claim is the same two writes as
 * before, in the order given: the keyword's count, within its limit of unanswered requests, then the
 * run's count, once for the batch. One row at a time, so the same keyword twice in a batch is counted
 * twice, never refused by the upsert.
 */
export class Migration20261202100000_vendor_call_claims extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function claim_vendor_calls(p_run_id uuid, p_device varchar, p_keywords varchar[], p_answered integer[], p_limit integer) returns boolean[]
      language plpgsql as $$
      declare
        claimed boolean[] := '{}';
        granted integer := 0;
      begin
        for i in 1 .. coalesce(array_length(p_keywords, 1), 0) loop
          insert into tracking_run_keyword_calls as c (run_id, keyword, device, calls, answered) values (p_run_id, p_keywords[i], p_device, 1, p_answered[i])
          on conflict (run_id, keyword, device) do update set calls = c.calls + 1, answered = c.answered + excluded.answered
          where c.calls - c.answered - excluded.answered < p_limit;
          claimed := claimed || found;
          if found then
            granted := granted + 1;
          end if;
        end loop;
        if granted > 0 then
          update tracking_runs set vendor_calls = vendor_calls + granted where id = p_run_id;
        end if;
        return claimed;
      end $$;`);
    this.addSql('drop function claim_vendor_call(uuid, varchar, varchar, integer, integer);');
  }

  override async down(): Promise<void> {
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
    this.addSql('drop function claim_vendor_calls(uuid, varchar, varchar[], integer[], integer);');
  }
}
