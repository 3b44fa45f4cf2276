import { Migration } from '@mikro-orm/migrations';

/**
 * AI visibility at the size of a year of daily runs: each run's counts per surface and brand (checked samples,
 * samples naming the brand, samples citing it), so the chart over time reads a few rows a run instead of every
 * stored answer; filled here for the runs already stored. And the text and references of a results page's AI
 * Overview kept with the tracker's stored page, so a project can read it instead of asking again.
 */
export class Migration20261130130000_ai_visibility_speed extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table ai_visibility_run_figures (
        run_id uuid not null references ai_visibility_runs (id) on delete cascade,
        surface varchar(24) not null,
        brand text not null,
        checked integer not null,
        mentioned integer not null,
        cited integer not null,
        primary key (run_id, surface, brand)
      );`);
    this.addSql(`
      insert into ai_visibility_run_figures (run_id, surface, brand, checked, mentioned, cited)
      with brands as (
        select p.id as project_id, p.brand ->> 'name' as brand from ai_visibility_projects p
        union select p.id, c ->> 'name' from ai_visibility_projects p cross join jsonb_array_elements(p.competitors) c),
      checked as (select run_id, project_id, surface, extraction from ai_visibility_samples where status = 'checked'),
      totals as (select run_id, project_id, surface, count(*) as checked from checked group by 1, 2, 3),
      mentioned as (select s.run_id, s.surface, m.brand, count(*) as mentioned from checked s cross join jsonb_to_recordset(s.extraction -> 'mentions') as m (brand text) group by 1, 2, 3),
      cited as (select s.run_id, s.surface, c.brand, count(*) as cited from checked s cross join lateral (select distinct value as brand from jsonb_array_elements_text(s.extraction -> 'cited')) c group by 1, 2, 3)
      select t.run_id, t.surface, b.brand, t.checked, coalesce(m.mentioned, 0), coalesce(c.cited, 0)
      from totals t join brands b on b.project_id = t.project_id
      left join mentioned m on m.run_id = t.run_id and m.surface = t.surface and m.brand = b.brand
      left join cited c on c.run_id = t.run_id and c.surface = t.surface and c.brand = b.brand;`);
    this.addSql('alter table serp_snapshots add column ai_overview jsonb null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table serp_snapshots drop column ai_overview;');
    this.addSql('drop table ai_visibility_run_figures;');
  }
}
