import { graphql } from '../../gql';

export const ReportFieldsFragment = graphql(`
  fragment ReportFields on ReportOutput {
    id
    name
    client
    clientId
    paperSize
    brandKitId
    coverPage
    builtAt
    createdAt
    range {
      preset
      from
      to
      timeZone
    }
    sections {
      kind
      instanceId
      domain
      savedAnalysisId
      text
      projectId
    }
    recipients
    schedule {
      frequency
      day
      time
      timeZone
      nextDeliveryAt
      pausedReason
    }
  }
`);

export const ReportsQuery = graphql(`
  query Reports {
    reports {
      ...ReportFields
    }
  }
`);

export const ReportQuery = graphql(`
  query Report($id: ID!) {
    report(id: $id) {
      ...ReportFields
    }
  }
`);

export const ReportHtmlQuery = graphql(`
  query ReportHtml($id: ID!) {
    reportHtml(id: $id)
  }
`);

/** What the builder offers as section subjects: the user's tracking instances, saved SERP analyses and AI visibility projects. */
export const ReportSubjectsQuery = graphql(`
  query ReportSubjects {
    trackingInstances {
      id
      name
    }
    aiVisibilityProjects {
      id
      name
    }
    savedSerpAnalyses {
      id
      query
      description
    }
  }
`);

export const CreateReportMutation = graphql(`
  mutation CreateReport($input: ReportInput!) {
    createReport(input: $input) {
      ...ReportFields
    }
  }
`);

export const UpdateReportMutation = graphql(`
  mutation UpdateReport($id: ID!, $input: ReportInput!) {
    updateReport(id: $id, input: $input) {
      ...ReportFields
    }
  }
`);

export const RefreshReportMutation = graphql(`
  mutation RefreshReport($id: ID!) {
    refreshReport(id: $id) {
      ...ReportFields
    }
  }
`);

export const RenderReportPdfMutation = graphql(`
  mutation RenderReportPdf($id: ID!) {
    renderReportPdf(id: $id) {
      ready
      job {
        ...UseJob_job
      }
    }
  }
`);

export const DeleteReportMutation = graphql(`
  mutation DeleteReport($id: ID!) {
    deleteReport(id: $id)
  }
`);

export const ShareLinkFieldsFragment = graphql(`
  fragment ShareLinkFields on ShareLinkOutput {
    id
    createdAt
    expiresAt
    revokedAt
    openCount
    lastOpenedAt
  }
`);

export const ReportShareLinksQuery = graphql(`
  query ReportShareLinks($reportId: ID!) {
    reportShareLinks(reportId: $reportId) {
      ...ShareLinkFields
    }
  }
`);

export const ReportShareLinkOpensQuery = graphql(`
  query ReportShareLinkOpens($reportId: ID!, $linkId: ID!) {
    reportShareLinkOpens(reportId: $reportId, linkId: $linkId)
  }
`);

export const CreateShareLinkMutation = graphql(`
  mutation CreateReportShareLink($reportId: ID!, $input: ShareLinkInput) {
    createReportShareLink(reportId: $reportId, input: $input) {
      id
      url
      link {
        ...ShareLinkFields
      }
    }
  }
`);

export const RevokeShareLinkMutation = graphql(`
  mutation RevokeReportShareLink($reportId: ID!, $linkId: ID!) {
    revokeReportShareLink(reportId: $reportId, linkId: $linkId) {
      ...ShareLinkFields
    }
  }
`);

export const BrandKitFieldsFragment = graphql(`
  fragment BrandKitFields on BrandKitOutput {
    id
    name
    isDefault
    agencyName
    primaryColor
    accentColor
    footerText
    hideRankcraftBranding
    hasLogo
    contrastWarnings
    reportNames
  }
`);

export const BrandKitsQuery = graphql(`
  query BrandKits {
    brandKits {
      ...BrandKitFields
    }
  }
`);

export const CreateBrandKitMutation = graphql(`
  mutation CreateBrandKit($input: BrandKitInput!) {
    createBrandKit(input: $input) {
      ...BrandKitFields
    }
  }
`);

export const UpdateBrandKitMutation = graphql(`
  mutation UpdateBrandKit($id: ID!, $input: BrandKitInput!) {
    updateBrandKit(id: $id, input: $input) {
      ...BrandKitFields
    }
  }
`);

export const DeleteBrandKitMutation = graphql(`
  mutation DeleteBrandKit($id: ID!) {
    deleteBrandKit(id: $id)
  }
`);

export const ReportDeliveriesQuery = graphql(`
  query ReportDeliveries($id: ID!) {
    reportDeliveries(id: $id) {
      id
      createdAt
      recipients
      status
      attempts
      error
      deliveredAt
      scheduled
    }
    reportUnsubscribedRecipients(id: $id)
  }
`);

export const SetReportScheduleMutation = graphql(`
  mutation SetReportSchedule($id: ID!, $input: ReportScheduleInput!) {
    setReportSchedule(id: $id, input: $input) {
      ...ReportFields
    }
  }
`);

export const SendReportNowMutation = graphql(`
  mutation SendReportNow($id: ID!) {
    sendReportNow(id: $id) {
      id
      status
    }
  }
`);
