/** Workflow type name started daily by the audit retention Schedule (Temporal mode). */
export const AUDIT_RETENTION_WORKFLOW = 'auditRetentionWorkflow';

export interface AuditRetentionActivities {
  /** Deletes the workspace audit events older than the audit log keeps them; how many it deleted. */
  pruneAuditEvents(): Promise<number>;
}
