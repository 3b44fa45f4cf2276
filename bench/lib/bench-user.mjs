/**
 * SQL that makes a user as sign-up does: with a personal workspace that they own. `columns` and `values`
 * are the users row's own (after its id; parameters as the caller's driver writes them). Answers the user's
 * `id` and their personal `workspace_id`, where the bench's instances belong.
 */
export function insertUserSql(columns, values) {
  return `with w as (insert into workspaces (id, created_at, updated_at, name, personal) values (gen_random_uuid(), now(), now(), 'Personal', true) returning id),
    u as (insert into users (id, ${columns}, personal_workspace_id) select gen_random_uuid(), ${values}, w.id from w returning id, personal_workspace_id),
    m as (insert into workspace_members (id, created_at, updated_at, workspace_id, user_id, role) select gen_random_uuid(), now(), now(), personal_workspace_id, id, 'owner' from u)
    select id, personal_workspace_id as workspace_id from u`;
}
