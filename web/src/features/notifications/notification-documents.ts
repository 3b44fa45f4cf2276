import { graphql } from '../../gql';

/** What the header's bell shows; the header's one query (SiteHeader) reads it with the user menu's fields. */
export const NotificationBellFragment = graphql(`
  fragment NotificationBell_query on Query {
    unreadNotificationCount
  }
`);

export const UnreadNotificationCountQuery = graphql(`
  query UnreadNotificationCount {
    ...NotificationBell_query
  }
`);

export const NotificationAddedSubscription = graphql(`
  subscription NotificationAdded {
    notificationAdded {
      id
    }
  }
`);

export const NotificationsQuery = graphql(`
  query Notifications {
    notifications(limit: 100) {
      unreadCount
      items {
        id
        ...NotificationItem_notification
      }
    }
    emailOutbox(limit: 1) {
      sandbox
    }
  }
`);

export const MarkNotificationReadMutation = graphql(`
  mutation MarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id) {
      id
      readAt
    }
  }
`);

export const MarkAllNotificationsReadMutation = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);

export const SetInstanceDigestMutation = graphql(`
  mutation SetInstanceDigest($input: SetInstanceDigestInput!) {
    setInstanceDigest(input: $input)
  }
`);

export const AiVisibilityAlertRulesQuery = graphql(`
  query AiVisibilityAlertRules($projectId: ID!) {
    alertKinds {
      kind
      label
      subject
    }
    aiVisibilityAlertRules(projectId: $projectId) {
      id
      kind
      surface
      inbox
      email
      description
    }
  }
`);

export const CreateAlertRuleMutation = graphql(`
  mutation CreateAlertRule($input: CreateAlertRuleInput!) {
    createAlertRule(input: $input) {
      id
    }
  }
`);

export const DeleteAlertRuleMutation = graphql(`
  mutation DeleteAlertRule($id: ID!) {
    deleteAlertRule(id: $id)
  }
`);

export const SandboxOutboxQuery = graphql(`
  query SandboxOutbox {
    emailOutbox(limit: 50) {
      sandbox
      emails {
        id
        createdAt
        kind
        to
        subject
        text
      }
    }
  }
`);

export const DigestPreviewQuery = graphql(`
  query DigestPreview($instanceId: ID!) {
    digestPreview(instanceId: $instanceId) {
      ...DigestPreviewFields
    }
  }
`);

export const DigestPreviewFieldsFragment = graphql(`
  fragment DigestPreviewFields on DigestPreview {
    frequency
    periodStart
    periodEnd
    nextScheduledAt
    recipients
    subject
    html
  }
`);

export const SendDigestNowMutation = graphql(`
  mutation SendDigestNow($instanceId: ID!) {
    sendDigestNow(instanceId: $instanceId) {
      ...DigestPreviewFields
    }
  }
`);
