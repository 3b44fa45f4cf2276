/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query SiteHeader {\n    ...WorkspaceSwitcher_query\n    ...NotificationBell_query\n    ...UserMenu_query\n  }\n": typeof types.SiteHeaderDocument,
    "\n  fragment UserMenu_query on Query {\n    apiAccess\n  }\n": typeof types.UserMenu_QueryFragmentDoc,
    "\n  query UserMenuApiAccess {\n    ...UserMenu_query\n  }\n": typeof types.UserMenuApiAccessDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ...AdminUsersTable_user\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  fragment AdminCustomer_customer on Customer {\n    id\n    name\n    company\n    position\n    logoUrl\n    testimonial\n    featured\n  }\n": typeof types.AdminCustomer_CustomerFragmentDoc,
    "\n  mutation CreateCustomer($input: CustomerInput!) {\n    createCustomer(input: $input) {\n      ...AdminCustomer_customer\n    }\n  }\n": typeof types.CreateCustomerDocument,
    "\n  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      ...AdminCustomer_customer\n    }\n  }\n": typeof types.UpdateCustomerDocument,
    "\n  query AdminCustomers {\n    customers {\n      ...AdminCustomer_customer\n    }\n  }\n": typeof types.AdminCustomersDocument,
    "\n  mutation DeleteCustomer($id: ID!) {\n    deleteCustomer(id: $id)\n  }\n": typeof types.DeleteCustomerDocument,
    "\n  query AdminMaintenance {\n    maintenance\n  }\n": typeof types.AdminMaintenanceDocument,
    "\n  mutation SetMaintenance($enabled: Boolean!) {\n    setMaintenance(enabled: $enabled)\n  }\n": typeof types.SetMaintenanceDocument,
    "\n  fragment AdminCreditUsage_usage on CreditUsage {\n    kind\n    used\n    limit\n    remaining\n    periodEnd\n  }\n": typeof types.AdminCreditUsage_UsageFragmentDoc,
    "\n  mutation GrantCredits($userId: ID!, $kind: CreditKind!, $amount: Int!, $reason: String!) {\n    grantCredits(userId: $userId, kind: $kind, amount: $amount, reason: $reason) {\n      ...AdminCreditUsage_usage\n    }\n  }\n": typeof types.GrantCreditsDocument,
    "\n  mutation AdvanceSandboxBillingPeriod($userId: ID!, $paymentFails: Boolean!) {\n    advanceSandboxBillingPeriod(userId: $userId, paymentFails: $paymentFails) {\n      planId\n      status\n      currentPeriodEnd\n    }\n  }\n": typeof types.AdvanceSandboxBillingPeriodDocument,
    "\n  query BillingProvider {\n    billingSubscription {\n      provider\n    }\n  }\n": typeof types.BillingProviderDocument,
    "\n  fragment AdminUsersTable_user on User {\n    id\n    fullName\n    email\n    role\n    planId\n    createdAt\n  }\n": typeof types.AdminUsersTable_UserFragmentDoc,
    "\n  query AdminUsers {\n    users {\n      ...AdminUsersTable_user\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  mutation SetUserRole($id: ID!, $role: UserRole!) {\n    setUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n": typeof types.SetUserRoleDocument,
    "\n  fragment AdminWorkspacesCard_workspace on AdminWorkspace {\n    id\n    name\n    personal\n    ownerEmail\n    planName\n    members {\n      total\n      owners\n      admins\n      members\n      clients\n    }\n    usage {\n      kind\n      used\n    }\n  }\n": typeof types.AdminWorkspacesCard_WorkspaceFragmentDoc,
    "\n  query AdminWorkspaces($search: String, $page: Int) {\n    adminWorkspaces(search: $search, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...AdminWorkspacesCard_workspace\n      }\n    }\n  }\n": typeof types.AdminWorkspacesDocument,
    "\n  query AiVisibilityProjects {\n    aiVisibilityProjects {\n      id\n      name\n      clientId\n      surfaces\n      createdAt\n      brand {\n        name\n      }\n    }\n  }\n": typeof types.AiVisibilityProjectsDocument,
    "\n  query AiVisibilityProject($id: ID!) {\n    aiVisibilityProject(id: $id) {\n      id\n      name\n      clientId\n      surfaces\n      samples\n      country\n      language\n      brand {\n        name\n        aliases\n        domains\n      }\n      competitors {\n        name\n        aliases\n        domains\n      }\n      prompts {\n        text\n        tags\n      }\n      schedule {\n        frequency\n        weekday\n        hour\n        timeZone\n      }\n      nextRunAt\n    }\n    aiVisibilityRuns(projectId: $id, limit: 60) {\n      id\n      jobId\n      status\n      source\n      createdAt\n      samplesPlanned\n      samplesChecked\n      samplesFailed\n      vendorCalls\n      error\n      answersKept\n    }\n  }\n": typeof types.AiVisibilityProjectDocument,
    "\n  query AiVisibilityRunCost($projectId: ID!) {\n    aiVisibilityRunCost(projectId: $projectId) {\n      samples\n      fromTrackerPages\n      creditsLeft\n      short\n    }\n  }\n": typeof types.AiVisibilityRunCostDocument,
    "\n  query AiVisibilitySummary($projectId: ID!, $runId: ID, $surface: String, $prompt: String, $tag: String) {\n    aiVisibilitySummary(projectId: $projectId, runId: $runId, surface: $surface, prompt: $prompt, tag: $tag) {\n      runId\n      surface\n      source\n      checked\n      answersKept\n      notice\n      brands {\n        name\n        shareOfVoice\n        averagePosition\n        mentionRate {\n          value\n          low\n          high\n          n\n        }\n        citationRate {\n          value\n          low\n          high\n          n\n        }\n        mentionChange {\n          changed\n          pValue\n          previousValue\n        }\n      }\n      topDomains {\n        key\n        brand\n        answers\n      }\n      opportunities {\n        domain\n        answers\n      }\n    }\n  }\n": typeof types.AiVisibilitySummaryDocument,
    "\n  query AiVisibilityAnswers($projectId: ID!, $runId: ID, $prompt: String, $surface: String, $limit: Int) {\n    aiVisibilityAnswers(projectId: $projectId, runId: $runId, prompt: $prompt, surface: $surface, limit: $limit) {\n      runId\n      prompt\n      surface\n      sample\n      status\n      present\n      text\n      error\n      source\n      model\n      observedVia\n      observedFrom\n      mentions {\n        brand\n        position\n      }\n      citations {\n        url\n        domain\n        title\n      }\n    }\n  }\n": typeof types.AiVisibilityAnswersDocument,
    "\n  mutation CreateAiVisibilityProject($input: AiVisibilityProjectInput!) {\n    createAiVisibilityProject(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateAiVisibilityProjectDocument,
    "\n  mutation UpdateAiVisibilityProject($id: ID!, $input: AiVisibilityProjectInput!) {\n    updateAiVisibilityProject(id: $id, input: $input) {\n      project {\n        id\n        name\n        surfaces\n        samples\n        country\n        language\n        brand {\n          name\n          aliases\n          domains\n        }\n        competitors {\n          name\n          aliases\n          domains\n        }\n        prompts {\n          text\n          tags\n        }\n        schedule {\n          frequency\n          weekday\n          hour\n          timeZone\n        }\n        nextRunAt\n      }\n      reextractionJobId\n    }\n  }\n": typeof types.UpdateAiVisibilityProjectDocument,
    "\n  mutation AddAiVisibilityCompetitor($projectId: ID!, $input: AiBrandInput!) {\n    addAiVisibilityCompetitor(projectId: $projectId, input: $input) {\n      project {\n        id\n        competitors {\n          name\n          aliases\n          domains\n        }\n      }\n      reextractionJobId\n    }\n  }\n": typeof types.AddAiVisibilityCompetitorDocument,
    "\n  mutation DeleteAiVisibilityProject($id: ID!) {\n    deleteAiVisibilityProject(id: $id)\n  }\n": typeof types.DeleteAiVisibilityProjectDocument,
    "\n  mutation StartAiVisibilityRun($projectId: ID!) {\n    startAiVisibilityRun(projectId: $projectId) {\n      runId\n      jobId\n    }\n  }\n": typeof types.StartAiVisibilityRunDocument,
    "\n  query PreviewAiVisibilityPromptImport($projectId: ID, $text: String!) {\n    previewAiVisibilityPromptImport(projectId: $projectId, text: $text) {\n      added\n      duplicates\n      invalid\n      promptsAfter\n      promptLimit\n      problem\n      sampleLines\n      lines {\n        line\n        prompt\n        tags\n        status\n        message\n      }\n      prompts {\n        text\n        tags\n      }\n    }\n  }\n": typeof types.PreviewAiVisibilityPromptImportDocument,
    "\n  mutation ImportAiVisibilityPrompts($projectId: ID!, $text: String!) {\n    importAiVisibilityPrompts(projectId: $projectId, text: $text) {\n      added\n      skipped\n      prompts\n    }\n  }\n": typeof types.ImportAiVisibilityPromptsDocument,
    "\n  query PromptSuggestionInstances {\n    trackingInstances {\n      id\n      name\n    }\n  }\n": typeof types.PromptSuggestionInstancesDocument,
    "\n  mutation SuggestAiVisibilityPrompts($projectId: ID!, $instanceId: ID!, $count: Int) {\n    suggestAiVisibilityPrompts(projectId: $projectId, instanceId: $instanceId, count: $count) {\n      source\n      writer\n      keywords\n      suggestions {\n        text\n        keyword\n      }\n    }\n  }\n": typeof types.SuggestAiVisibilityPromptsDocument,
    "\n  query AiVisibilityLastRun($projectId: ID!) {\n    aiVisibilityRuns(projectId: $projectId, limit: 1) {\n      id\n      status\n      createdAt\n    }\n  }\n": typeof types.AiVisibilityLastRunDocument,
    "\n  query AiVisibilitySeries($projectId: ID!, $surface: String, $limit: Int) {\n    aiVisibilitySeries(projectId: $projectId, surface: $surface, limit: $limit) {\n      runId\n      brands {\n        name\n        mentionRate {\n          value\n          low\n          high\n          n\n        }\n      }\n    }\n  }\n": typeof types.AiVisibilitySeriesDocument,
    "\n  query ArticleEditor($id: ID!) {\n    article(id: $id) {\n      id\n      keyword\n      title\n      metaDescription\n      body\n      contentScore\n      scoreTarget\n      scoreHistory\n      briefId\n    }\n  }\n": typeof types.ArticleEditorDocument,
    "\n  query ArticleDraftScore($id: ID!, $input: ArticleDraftScoreInput!) {\n    articleScore(id: $id, input: $input) {\n      target\n      goal\n      score {\n        score\n        wordCount\n        parts {\n          name\n          points\n          maxPoints\n          advice\n        }\n        terms {\n          term\n          min\n          max\n          count\n        }\n      }\n    }\n  }\n": typeof types.ArticleDraftScoreDocument,
    "\n  mutation UpdateArticle($id: ID!, $input: UpdateArticleInput!) {\n    updateArticle(id: $id, input: $input) {\n      id\n      title\n      metaDescription\n      text\n      body\n      wordCount\n      contentScore\n      scoreTarget\n    }\n  }\n": typeof types.UpdateArticleDocument,
    "\n  fragment SavedArticle_article on Article {\n    id\n    keyword\n    text\n    createdAt\n    contentScore\n    scoreHistory\n    keywordStat {\n      keyword\n      volume\n      cpc {\n        value\n      }\n      competition\n    }\n  }\n": typeof types.SavedArticle_ArticleFragmentDoc,
    "\n  query SavedArticles {\n    articles {\n      ...SavedArticle_article\n    }\n  }\n": typeof types.SavedArticlesDocument,
    "\n  mutation DeleteSavedArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n": typeof types.DeleteSavedArticleDocument,
    "\n    fragment BacklinkTable_backlink on Backlink {\n      anchorText\n      domainSource\n      domainTarget\n      urlSource\n      urlTarget\n    }\n  ": typeof types.BacklinkTable_BacklinkFragmentDoc,
    "\n  mutation LookupBacklinks($target: String!, $num: Int, $unique: Boolean) {\n    lookupBacklinks(target: $target, num: $num, unique: $unique) {\n      source\n      provider\n      target\n      unique\n      backlinks {\n        ...BacklinkTable_backlink\n      }\n    }\n  }\n": typeof types.LookupBacklinksDocument,
    "\n  mutation CreateCheckout($planId: Int!) {\n    createCheckout(planId: $planId) {\n      sessionId\n      url\n    }\n  }\n": typeof types.CreateCheckoutDocument,
    "\n  mutation ChangePlan($planId: Int!) {\n    changePlan(planId: $planId) {\n      id\n      planId\n      pendingPlanId\n      subscriptionTier\n    }\n  }\n": typeof types.ChangePlanDocument,
    "\n  query SandboxCheckout($sessionId: String!) {\n    sandboxCheckout(sessionId: $sessionId) {\n      id\n      planId\n      trialDays\n      completed\n      expired\n      provider\n    }\n  }\n": typeof types.SandboxCheckoutDocument,
    "\n  mutation CompleteSandboxCheckout($sessionId: String!) {\n    completeSandboxCheckout(sessionId: $sessionId) {\n      planId\n      status\n    }\n  }\n": typeof types.CompleteSandboxCheckoutDocument,
    "\n  query BillingSubscription {\n    billingSubscription {\n      provider\n      planId\n      pendingPlanId\n      status\n      cancelAtPeriodEnd\n      currentPeriodEnd\n      trialEnd\n      nextInvoiceAt\n      nextInvoiceAmount\n      notice\n    }\n  }\n": typeof types.BillingSubscriptionDocument,
    "\n  mutation DismissBillingNotice {\n    dismissBillingNotice {\n      notice\n    }\n  }\n": typeof types.DismissBillingNoticeDocument,
    "\n  subscription SubscriptionUpdated {\n    subscriptionUpdated {\n      planId\n      status\n    }\n  }\n": typeof types.SubscriptionUpdatedDocument,
    "\n  query BillingCreditUsage {\n    creditUsage {\n      kind\n      used\n      limit\n      remaining\n      periodStart\n      periodEnd\n    }\n  }\n": typeof types.BillingCreditUsageDocument,
    "\n  query BillingInvoices {\n    billingInvoices {\n      id\n      number\n      createdAt\n      amount\n      currency\n      status\n      url\n    }\n  }\n": typeof types.BillingInvoicesDocument,
    "\n  query SandboxInvoice($id: ID!) {\n    sandboxInvoice(id: $id) {\n      id\n      number\n      createdAt\n      amount\n      currency\n      status\n      planId\n      periodStart\n      periodEnd\n      provider\n    }\n  }\n": typeof types.SandboxInvoiceDocument,
    "\n  mutation StartContentBrief($input: StartContentBriefInput!) {\n    startContentBrief(input: $input) {\n      id\n      jobId\n      status\n      cached\n    }\n  }\n": typeof types.StartContentBriefDocument,
    "\n  query ContentBrief($id: ID!) {\n    contentBrief(id: $id) {\n      id\n      jobId\n      status\n      error\n      keyword\n      ...ContentBriefView_brief\n    }\n  }\n": typeof types.ContentBriefDocument,
    "\n  query ContentBriefs {\n    contentBriefs {\n      id\n      jobId\n      keyword\n      country\n      status\n      createdAt\n    }\n  }\n": typeof types.ContentBriefsDocument,
    "\n  fragment ContentBriefView_brief on ContentBriefOutput {\n    keyword\n    country\n    language\n    source\n    serpSnapshotAt\n    wordCount {\n      min\n      max\n    }\n    headingCount {\n      min\n      max\n    }\n    competitorMedian\n    terms {\n      term\n      min\n      max\n      pages\n    }\n    headings {\n      text\n      level\n      pages\n    }\n    questions\n    competitors {\n      position\n      url\n      domain\n      title\n      h1\n      h2\n      wordCount\n      score\n      status\n      error\n    }\n  }\n": typeof types.ContentBriefView_BriefFragmentDoc,
    "\n  mutation GenerateArticles($input: GenerateArticlesInput!) {\n    generateArticles(input: $input) {\n      ...UseJob_job\n    }\n  }\n": typeof types.GenerateArticlesDocument,
    "\n  subscription ArticleText($jobId: ID!) {\n    articleText(jobId: $jobId) {\n      jobId\n      keyword\n      index\n      seq\n      reset\n      text\n      section\n      articleId\n    }\n  }\n": typeof types.ArticleTextDocument,
    "\n  query JobArticles($jobId: ID!) {\n    jobArticles(jobId: $jobId) {\n      ...SavedArticle_article\n    }\n  }\n": typeof types.JobArticlesDocument,
    "\n  fragment GeneratorKeywordList_list on KeywordList {\n    source\n    provider\n    keywords {\n      keyword\n      volume\n      cpc {\n        value\n      }\n      competition\n    }\n  }\n": typeof types.GeneratorKeywordList_ListFragmentDoc,
    "\n  mutation GeneratorSuggestKeyword($description: String!) {\n    suggestKeyword(description: $description)\n  }\n": typeof types.GeneratorSuggestKeywordDocument,
    "\n  mutation GeneratorPasfKeywords($keyword: String!, $num: Int) {\n    lookupPasfKeywords(keyword: $keyword, num: $num) {\n      ...GeneratorKeywordList_list\n    }\n  }\n": typeof types.GeneratorPasfKeywordsDocument,
    "\n  mutation GeneratorRelatedKeywords($keyword: String!, $num: Int) {\n    lookupRelatedKeywords(keyword: $keyword, num: $num) {\n      ...GeneratorKeywordList_list\n    }\n  }\n": typeof types.GeneratorRelatedKeywordsDocument,
    "\n  mutation GeneratorDomainKeywords($domain: String!, $num: Int) {\n    lookupDomainKeywords(domain: $domain, num: $num) {\n      ...GeneratorKeywordList_list\n    }\n  }\n": typeof types.GeneratorDomainKeywordsDocument,
    "\n  query GeneratorPlans {\n    plans {\n      id\n      name\n      keywordsPerGeneration\n    }\n    workspacePlanId\n  }\n": typeof types.GeneratorPlansDocument,
    "\n  query GeneratorWriterProvider {\n    writerProvider {\n      name\n      model\n      source\n    }\n  }\n": typeof types.GeneratorWriterProviderDocument,
    "\n  fragment CreditsLeft_usage on CreditUsage {\n    kind\n    used\n    limit\n    remaining\n    periodEnd\n  }\n": typeof types.CreditsLeft_UsageFragmentDoc,
    "\n  query CreditUsage {\n    creditUsage {\n      ...CreditsLeft_usage\n    }\n  }\n": typeof types.CreditUsageDocument,
    "\n  query DashboardEmailMode {\n    emailOutbox(limit: 1) {\n      sandbox\n    }\n  }\n": typeof types.DashboardEmailModeDocument,
    "\n  fragment ApiTokenList_token on ApiToken {\n    id\n    name\n    role\n    createdAt\n    lastUsedAt\n  }\n": typeof types.ApiTokenList_TokenFragmentDoc,
    "\n  query ApiTokens {\n    apiAccess\n    apiTokens {\n      ...ApiTokenList_token\n    }\n  }\n": typeof types.ApiTokensDocument,
    "\n  mutation CreateApiToken($name: String!, $role: ApiTokenRole) {\n    createApiToken(name: $name, role: $role) {\n      secret\n      token {\n        ...ApiTokenList_token\n      }\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  mutation LookupDomainTraffic($domains: [String!]!, $country: String) {\n    lookupDomainTraffic(domains: $domains, country: $country) {\n      source\n      provider\n      country\n      domains {\n        domain\n        estimatedMonthlyTraffic\n        totalRankingKeywords\n      }\n    }\n  }\n": typeof types.LookupDomainTrafficDocument,
    "\n  fragment UseJob_job on Job {\n    id\n    kind\n    status\n    progress {\n      done\n      total\n      message\n      item\n    }\n    error\n  }\n": typeof types.UseJob_JobFragmentDoc,
    "\n  query Job($id: ID!) {\n    job(id: $id) {\n      ...UseJob_job\n    }\n  }\n": typeof types.JobDocument,
    "\n  subscription JobUpdated($jobId: ID!) {\n    jobUpdated(jobId: $jobId) {\n      ...UseJob_job\n    }\n  }\n": typeof types.JobUpdatedDocument,
    "\n  mutation CancelJob($id: ID!) {\n    cancelJob(id: $id) {\n      ...UseJob_job\n    }\n  }\n": typeof types.CancelJobDocument,
    "\n  query FeaturedCustomers {\n    customers(featured: true) {\n      id\n      name\n      company\n      position\n      testimonial\n    }\n  }\n": typeof types.FeaturedCustomersDocument,
    "\n  query MaintenanceStatus {\n    maintenance\n  }\n": typeof types.MaintenanceStatusDocument,
    "\n  query AlertRules($instanceId: ID!) {\n    alertKinds {\n      kind\n      label\n      needsThreshold\n      subject\n      defaultThreshold\n      needsSearchConsole\n    }\n    alertRulesSearchConsoleLinked(instanceId: $instanceId)\n    trackingInstance(id: $instanceId) {\n      id\n      searchConsoleFlagPlaces\n    }\n    alertRules(instanceId: $instanceId) {\n      id\n      kind\n      threshold\n      tag\n      inbox\n      email\n      description\n    }\n    instanceDigest(instanceId: $instanceId)\n  }\n": typeof types.AlertRulesDocument,
    "\n  fragment NotificationBell_query on Query {\n    unreadNotificationCount\n  }\n": typeof types.NotificationBell_QueryFragmentDoc,
    "\n  query UnreadNotificationCount {\n    ...NotificationBell_query\n  }\n": typeof types.UnreadNotificationCountDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n    }\n  }\n": typeof types.NotificationAddedDocument,
    "\n  query Notifications {\n    notifications(limit: 100) {\n      unreadCount\n      items {\n        id\n        ...NotificationItem_notification\n      }\n    }\n    emailOutbox(limit: 1) {\n      sandbox\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      readAt\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  mutation SetInstanceDigest($input: SetInstanceDigestInput!) {\n    setInstanceDigest(input: $input)\n  }\n": typeof types.SetInstanceDigestDocument,
    "\n  query AiVisibilityAlertRules($projectId: ID!) {\n    alertKinds {\n      kind\n      label\n      subject\n    }\n    aiVisibilityAlertRules(projectId: $projectId) {\n      id\n      kind\n      surface\n      inbox\n      email\n      description\n    }\n  }\n": typeof types.AiVisibilityAlertRulesDocument,
    "\n  mutation CreateAlertRule($input: CreateAlertRuleInput!) {\n    createAlertRule(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateAlertRuleDocument,
    "\n  mutation DeleteAlertRule($id: ID!) {\n    deleteAlertRule(id: $id)\n  }\n": typeof types.DeleteAlertRuleDocument,
    "\n  query SandboxOutbox {\n    emailOutbox(limit: 50) {\n      sandbox\n      emails {\n        id\n        createdAt\n        kind\n        to\n        subject\n        text\n      }\n    }\n  }\n": typeof types.SandboxOutboxDocument,
    "\n  query DigestPreview($instanceId: ID!) {\n    digestPreview(instanceId: $instanceId) {\n      ...DigestPreviewFields\n    }\n  }\n": typeof types.DigestPreviewDocument,
    "\n  fragment DigestPreviewFields on DigestPreview {\n    frequency\n    periodStart\n    periodEnd\n    nextScheduledAt\n    recipients\n    subject\n    html\n  }\n": typeof types.DigestPreviewFieldsFragmentDoc,
    "\n  mutation SendDigestNow($instanceId: ID!) {\n    sendDigestNow(instanceId: $instanceId) {\n      ...DigestPreviewFields\n    }\n  }\n": typeof types.SendDigestNowDocument,
    "\n    fragment NotificationItem_notification on Notification {\n      id\n      instanceId\n      projectId\n      keyword\n      device\n      kind\n      title\n      readAt\n      createdAt\n    }\n  ": typeof types.NotificationItem_NotificationFragmentDoc,
    "\n  query Plans {\n    plans {\n      id\n      name\n      pricePerMonth\n      description\n      features\n      limitations\n      mostPopular\n      trialDays\n    }\n  }\n": typeof types.PlansDocument,
    "\n  fragment ReportFields on ReportOutput {\n    id\n    name\n    client\n    clientId\n    paperSize\n    brandKitId\n    coverPage\n    builtAt\n    createdAt\n    range {\n      preset\n      from\n      to\n      timeZone\n    }\n    sections {\n      kind\n      instanceId\n      domain\n      savedAnalysisId\n      text\n      projectId\n    }\n    recipients\n    schedule {\n      frequency\n      day\n      time\n      timeZone\n      nextDeliveryAt\n      pausedReason\n    }\n  }\n": typeof types.ReportFieldsFragmentDoc,
    "\n  query Reports {\n    reports {\n      ...ReportFields\n    }\n  }\n": typeof types.ReportsDocument,
    "\n  query Report($id: ID!) {\n    report(id: $id) {\n      ...ReportFields\n    }\n  }\n": typeof types.ReportDocument,
    "\n  query ReportHtml($id: ID!) {\n    reportHtml(id: $id)\n  }\n": typeof types.ReportHtmlDocument,
    "\n  query ReportSubjects {\n    trackingInstances {\n      id\n      name\n    }\n    aiVisibilityProjects {\n      id\n      name\n    }\n    savedSerpAnalyses {\n      id\n      query\n      description\n    }\n  }\n": typeof types.ReportSubjectsDocument,
    "\n  mutation CreateReport($input: ReportInput!) {\n    createReport(input: $input) {\n      ...ReportFields\n    }\n  }\n": typeof types.CreateReportDocument,
    "\n  mutation UpdateReport($id: ID!, $input: ReportInput!) {\n    updateReport(id: $id, input: $input) {\n      ...ReportFields\n    }\n  }\n": typeof types.UpdateReportDocument,
    "\n  mutation RefreshReport($id: ID!) {\n    refreshReport(id: $id) {\n      ...ReportFields\n    }\n  }\n": typeof types.RefreshReportDocument,
    "\n  mutation RenderReportPdf($id: ID!) {\n    renderReportPdf(id: $id) {\n      ready\n      job {\n        ...UseJob_job\n      }\n    }\n  }\n": typeof types.RenderReportPdfDocument,
    "\n  mutation DeleteReport($id: ID!) {\n    deleteReport(id: $id)\n  }\n": typeof types.DeleteReportDocument,
    "\n  fragment ShareLinkFields on ShareLinkOutput {\n    id\n    createdAt\n    expiresAt\n    revokedAt\n    openCount\n    lastOpenedAt\n  }\n": typeof types.ShareLinkFieldsFragmentDoc,
    "\n  query ReportShareLinks($reportId: ID!) {\n    reportShareLinks(reportId: $reportId) {\n      ...ShareLinkFields\n    }\n  }\n": typeof types.ReportShareLinksDocument,
    "\n  query ReportShareLinkOpens($reportId: ID!, $linkId: ID!) {\n    reportShareLinkOpens(reportId: $reportId, linkId: $linkId)\n  }\n": typeof types.ReportShareLinkOpensDocument,
    "\n  mutation CreateReportShareLink($reportId: ID!, $input: ShareLinkInput) {\n    createReportShareLink(reportId: $reportId, input: $input) {\n      id\n      url\n      link {\n        ...ShareLinkFields\n      }\n    }\n  }\n": typeof types.CreateReportShareLinkDocument,
    "\n  mutation RevokeReportShareLink($reportId: ID!, $linkId: ID!) {\n    revokeReportShareLink(reportId: $reportId, linkId: $linkId) {\n      ...ShareLinkFields\n    }\n  }\n": typeof types.RevokeReportShareLinkDocument,
    "\n  fragment BrandKitFields on BrandKitOutput {\n    id\n    name\n    isDefault\n    agencyName\n    primaryColor\n    accentColor\n    footerText\n    hideRankcraftBranding\n    hasLogo\n    contrastWarnings\n    reportNames\n  }\n": typeof types.BrandKitFieldsFragmentDoc,
    "\n  query BrandKits {\n    brandKits {\n      ...BrandKitFields\n    }\n  }\n": typeof types.BrandKitsDocument,
    "\n  mutation CreateBrandKit($input: BrandKitInput!) {\n    createBrandKit(input: $input) {\n      ...BrandKitFields\n    }\n  }\n": typeof types.CreateBrandKitDocument,
    "\n  mutation UpdateBrandKit($id: ID!, $input: BrandKitInput!) {\n    updateBrandKit(id: $id, input: $input) {\n      ...BrandKitFields\n    }\n  }\n": typeof types.UpdateBrandKitDocument,
    "\n  mutation DeleteBrandKit($id: ID!) {\n    deleteBrandKit(id: $id)\n  }\n": typeof types.DeleteBrandKitDocument,
    "\n  query ReportDeliveries($id: ID!) {\n    reportDeliveries(id: $id) {\n      id\n      createdAt\n      recipients\n      status\n      attempts\n      error\n      deliveredAt\n      scheduled\n    }\n    reportUnsubscribedRecipients(id: $id)\n  }\n": typeof types.ReportDeliveriesDocument,
    "\n  mutation SetReportSchedule($id: ID!, $input: ReportScheduleInput!) {\n    setReportSchedule(id: $id, input: $input) {\n      ...ReportFields\n    }\n  }\n": typeof types.SetReportScheduleDocument,
    "\n  mutation SendReportNow($id: ID!) {\n    sendReportNow(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.SendReportNowDocument,
    "\n  query InstancesToTrack {\n    trackingInstances {\n      id\n      name\n    }\n  }\n": typeof types.InstancesToTrackDocument,
    "\n  mutation AddBulkResultsToTracker($input: AddBulkResultsToTrackerInput!) {\n    addBulkResultsToTracker(input: $input) {\n      added\n      alreadyTracked\n    }\n  }\n": typeof types.AddBulkResultsToTrackerDocument,
    "\n  query BulkKeywordsPreview($text: String) {\n    bulkKeywordsPreview(text: $text) {\n      count\n      limit\n      refusal\n      duplicateCount\n      invalidCount\n      searchesLeft\n      searchesShort\n      duplicates {\n        line\n        keyword\n        repeats\n      }\n      invalid {\n        line\n        keyword\n        message\n      }\n    }\n  }\n": typeof types.BulkKeywordsPreviewDocument,
    "\n  mutation StartBulkResearch($input: StartBulkResearchInput!) {\n    startBulkResearch(input: $input) {\n      id\n      jobId\n      status\n    }\n  }\n": typeof types.StartBulkResearchDocument,
    "\n  query BulkResearch($id: ID!) {\n    bulkResearch(id: $id) {\n      id\n      jobId\n      status\n      error\n      source\n      provider\n      country\n      language\n      total\n      done\n      failed\n      createdAt\n    }\n  }\n": typeof types.BulkResearchDocument,
    "\n  query BulkResearches {\n    bulkResearches(limit: 10) {\n      id\n      status\n      source\n      country\n      total\n      done\n      failed\n      createdAt\n    }\n  }\n": typeof types.BulkResearchesDocument,
    "\n  query BulkResearchResults(\n    $id: ID!\n    $offset: Int\n    $limit: Int\n    $sort: String\n    $direction: String\n    $search: String\n    $minVolume: Int\n    $maxCompetition: Float\n  ) {\n    bulkResearchResults(\n      id: $id\n      offset: $offset\n      limit: $limit\n      sort: $sort\n      direction: $direction\n      search: $search\n      minVolume: $minVolume\n      maxCompetition: $maxCompetition\n    ) {\n      source\n      total\n      matching\n      offset\n      rows {\n        position\n        keyword\n        status\n        volume\n        cpc\n        competition\n        trend {\n          year\n          month\n          volume\n        }\n        error\n      }\n    }\n  }\n": typeof types.BulkResearchResultsDocument,
    "\n  query ResearchDataProviders {\n    researchProvider {\n      name\n      source\n    }\n    serpProvider {\n      name\n      source\n    }\n  }\n": typeof types.ResearchDataProvidersDocument,
    "\n  fragment PlanTools_plan on Plan {\n    id\n    name\n    limits {\n      backlinks\n      competitorAnalysis\n      tracking\n      reports\n      brandKit\n      scheduledReports\n      webhooks\n    }\n  }\n": typeof types.PlanTools_PlanFragmentDoc,
    "\n  query ResearchPlanTools {\n    plans {\n      id\n      ...PlanTools_plan\n    }\n    workspacePlanId\n  }\n": typeof types.ResearchPlanToolsDocument,
    "\n  query SearchConsoleOverview {\n    searchConsoleConnections {\n      id\n      provider\n      accountLabel\n      status\n      createdAt\n      propertyCount\n    }\n    searchConsoleProperties {\n      id\n      siteUrl\n      kind\n    }\n    searchConsoleLinks {\n      instanceId\n      instanceName\n      propertyId\n      linkedAt\n      syncedThrough\n      job {\n        ...UseJob_job\n      }\n    }\n    trackingInstances {\n      id\n      name\n      userDomain\n    }\n  }\n": typeof types.SearchConsoleOverviewDocument,
    "\n  mutation ConnectSearchConsole {\n    connectSearchConsole {\n      url\n    }\n  }\n": typeof types.ConnectSearchConsoleDocument,
    "\n  mutation ConnectBingWebmaster($apiKey: String!) {\n    connectBingWebmaster(apiKey: $apiKey) {\n      id\n    }\n  }\n": typeof types.ConnectBingWebmasterDocument,
    "\n  mutation DisconnectSearchConsole($id: ID!) {\n    disconnectSearchConsole(id: $id)\n  }\n": typeof types.DisconnectSearchConsoleDocument,
    "\n  mutation LinkSearchConsoleProperty($instanceId: ID!, $propertyId: ID!) {\n    linkSearchConsoleProperty(instanceId: $instanceId, propertyId: $propertyId) {\n      jobId\n    }\n  }\n": typeof types.LinkSearchConsolePropertyDocument,
    "\n  mutation UnlinkSearchConsoleProperty($instanceId: ID!) {\n    unlinkSearchConsoleProperty(instanceId: $instanceId)\n  }\n": typeof types.UnlinkSearchConsolePropertyDocument,
    "\n  query SearchConsoleStrikingDistance($propertyId: ID!) {\n    searchConsoleStrikingDistance(propertyId: $propertyId) {\n      query\n      clicks\n      impressions\n      position\n      tracked\n    }\n  }\n": typeof types.SearchConsoleStrikingDistanceDocument,
    "\n  query SearchConsoleNewAndLost($propertyId: ID!, $instanceId: ID) {\n    searchConsoleNewAndLostQueries(propertyId: $propertyId, instanceId: $instanceId) {\n      new {\n        query\n        clicks\n        impressions\n        position\n        tracked\n      }\n      lost {\n        query\n        clicks\n        impressions\n        position\n        tracked\n      }\n    }\n  }\n": typeof types.SearchConsoleNewAndLostDocument,
    "\n  query SearchConsolePagesLosingClicks($propertyId: ID!) {\n    searchConsolePagesLosingClicks(propertyId: $propertyId) {\n      page\n      clicks\n      previousClicks\n      change\n    }\n  }\n": typeof types.SearchConsolePagesLosingClicksDocument,
    "\n  query SearchConsoleTrackerAddPreview($instanceId: ID!, $text: String!) {\n    previewKeywordImport(instanceId: $instanceId, text: $text) {\n      added\n      keywordsAfter\n      keywordLimit\n      problem\n    }\n  }\n": typeof types.SearchConsoleTrackerAddPreviewDocument,
    "\n  mutation SearchConsoleAddToTracker($instanceId: ID!, $text: String!) {\n    importKeywords(instanceId: $instanceId, text: $text) {\n      added\n      updated\n      skipped\n    }\n  }\n": typeof types.SearchConsoleAddToTrackerDocument,
    "\n  mutation RunCompetitorAnalysis($input: CompetitorAnalysisInput!) {\n    runCompetitorAnalysis(input: $input) {\n      source\n      provider\n      query\n      domain\n      depth\n      found\n      position\n      results {\n        ...SerpResultList_result\n      }\n    }\n  }\n": typeof types.RunCompetitorAnalysisDocument,
    "\n  mutation LookupPageBacklinks($url: String!, $unique: Boolean) {\n    lookupPageBacklinks(url: $url, unique: $unique) {\n      source\n      provider\n      target\n      unique\n      backlinks {\n        ...BacklinkTable_backlink\n      }\n    }\n  }\n": typeof types.LookupPageBacklinksDocument,
    "\n  mutation SaveSerpAnalysis($input: SaveSerpAnalysisInput!) {\n    saveSerpAnalysis(input: $input) {\n      id\n    }\n  }\n": typeof types.SaveSerpAnalysisDocument,
    "\n  query SavedSerpAnalyses {\n    savedSerpAnalyses {\n      id\n      query\n      description\n      source\n      provider\n      createdAt\n      results {\n        ...SerpResultList_result\n      }\n    }\n  }\n": typeof types.SavedSerpAnalysesDocument,
    "\n  mutation DeleteSavedSerpAnalysis($id: ID!) {\n    deleteSavedSerpAnalysis(id: $id)\n  }\n": typeof types.DeleteSavedSerpAnalysisDocument,
    "\n  mutation RunSerpAnalysis($input: SerpAnalysisInput!) {\n    runSerpAnalysis(input: $input) {\n      source\n      provider\n      query\n      results {\n        ...SerpResultList_result\n      }\n    }\n  }\n": typeof types.RunSerpAnalysisDocument,
    "\n    fragment SerpResultList_result on SerpResult {\n      position\n      title\n      snippet\n      link\n      domain\n      date\n    }\n  ": typeof types.SerpResultList_ResultFragmentDoc,
    "\n  mutation RunUrlAnalysis($url: String!, $country: String, $num: Int) {\n    runUrlAnalysis(url: $url, country: $country, num: $num) {\n      source\n      provider\n      url\n      keywords {\n        keyword\n        estimatedMonthlyTraffic\n        serpPosition\n      }\n      summary {\n        totalRankingKeywords\n        estimatedMonthlyTraffic\n      }\n    }\n  }\n": typeof types.RunUrlAnalysisDocument,
    "\n  fragment SessionUser on User {\n    id\n    fullName\n    email\n    role\n    planId\n    pendingPlanId\n    subscriptionTier\n    creditsUsed\n    creditLimit\n    createdAt\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n    maintenance\n  }\n": typeof types.MeDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  query TrackerCannibalisation($instanceId: ID!, $keywordsPerDevice: Int) {\n    trackerCannibalisation(instanceId: $instanceId, keywordsPerDevice: $keywordsPerDevice) {\n      domain\n      runId\n      runAt\n      keywords {\n        keyword\n        device\n        urls {\n          url\n          position\n        }\n      }\n      health {\n        runId\n        runAt\n        device\n        keywordsChecked\n        keywordsCannibalised\n        health\n      }\n    }\n  }\n": typeof types.TrackerCannibalisationDocument,
    "\n  mutation CreateTrackingInstance($input: CreateTrackingInstanceInput!, $importText: String) {\n    createTrackingInstance(input: $input, importText: $importText) {\n      id\n      ...InstanceList_instance\n      ...InstanceDetail_instance\n    }\n  }\n": typeof types.CreateTrackingInstanceDocument,
    "\n    fragment CtrCurveNote_curve on CtrCurve {\n      source\n      sandbox\n      note\n    }\n  ": typeof types.CtrCurveNote_CurveFragmentDoc,
    "\n  mutation DeleteTrackingInstance($id: ID!) {\n    deleteTrackingInstance(id: $id)\n  }\n": typeof types.DeleteTrackingInstanceDocument,
    "\n  mutation UpdateTrackingInstance($id: ID!, $input: UpdateTrackingInstanceInput!) {\n    updateTrackingInstance(id: $id, input: $input) {\n      id\n      name\n      keywords\n      ...InstanceList_instance\n      ...InstanceDetail_instance\n    }\n  }\n": typeof types.UpdateTrackingInstanceDocument,
    "\n  query EditInstanceKeywords($id: ID!) {\n    trackingInstance(id: $id) {\n      id\n      keywords\n    }\n  }\n": typeof types.EditInstanceKeywordsDocument,
    "\n    fragment EditInstanceDialog_instance on TrackingInstance {\n      id\n      name\n      userDomain\n      userCompanyName\n      competitors {\n        domain\n        companyName\n      }\n      clientId\n      devices\n      resultCount\n      frequency\n      scheduledTime\n      timeZone\n      serpLocation\n      serpLanguage\n      serpCountry\n      serpDateRange\n      page\n      searchConsoleFlagPlaces\n    }\n  ": typeof types.EditInstanceDialog_InstanceFragmentDoc,
    "\n    fragment InstanceDetail_instance on TrackingInstance {\n      id\n      name\n      userDomain\n      competitors {\n        domain\n      }\n      runCredits\n      lastRun\n      nextRunAt\n      frequency\n      scheduledTime\n      timeZone\n      activeJob {\n        ...UseJob_job\n      }\n      ...EditInstanceDialog_instance\n    }\n  ": typeof types.InstanceDetail_InstanceFragmentDoc,
    "\n  query TrackingInstances {\n    trackingInstances {\n      id\n      ...InstanceList_instance\n      ...InstanceDetail_instance\n    }\n  }\n": typeof types.TrackingInstancesDocument,
    "\n    fragment InstanceList_instance on TrackingInstance {\n      runCredits\n      id\n      name\n      keywordCount\n      # The first five and the count: the list never carries an instance's whole list (up to 10,000).\n      keywordPreview(limit: 5)\n      lastRun\n    }\n  ": typeof types.InstanceList_InstanceFragmentDoc,
    "\n  fragment InstanceReport_report on TrackerReport {\n    lastRun\n    source\n    rankings {\n      ...RankingResultsTable_ranking\n    }\n    notFoundPage(limit: 20) {\n      total\n      ...NotFoundTable_page\n    }\n    series {\n      ...RankingChart_series\n    }\n    ...VisibilitySection_report\n  }\n": typeof types.InstanceReport_ReportFragmentDoc,
    "\n  query PreviewKeywordImport($instanceId: ID, $text: String!) {\n    previewKeywordImport(instanceId: $instanceId, text: $text) {\n      added\n      updated\n      duplicates\n      invalid\n      keywordsAfter\n      keywordLimit\n      problem\n      sampleLines\n      lines {\n        line\n        keyword\n        tags\n        targetUrl\n        device\n        status\n        message\n      }\n    }\n  }\n": typeof types.PreviewKeywordImportDocument,
    "\n  mutation ImportKeywords($instanceId: ID!, $text: String!) {\n    importKeywords(instanceId: $instanceId, text: $text) {\n      added\n      updated\n      skipped\n    }\n  }\n": typeof types.ImportKeywordsDocument,
    "\n  mutation BulkEditKeywords($instanceId: ID!, $input: BulkKeywordsInput!) {\n    bulkEditKeywords(instanceId: $instanceId, input: $input)\n  }\n": typeof types.BulkEditKeywordsDocument,
    "\n  query TrackingKeywordsMatching($instanceId: ID!, $tag: String, $search: String, $serpFeature: SerpFeature) {\n    trackingKeywords(instanceId: $instanceId, tag: $tag, search: $search, serpFeature: $serpFeature) {\n      keyword\n    }\n  }\n": typeof types.TrackingKeywordsMatchingDocument,
    "\n  query TrackingKeywordTags($instanceId: ID!) {\n    trackingKeywordTags(instanceId: $instanceId) {\n      tag\n      keywords\n    }\n  }\n": typeof types.TrackingKeywordTagsDocument,
    "\n  mutation UpdateTrackedKeyword($instanceId: ID!, $input: UpdateTrackedKeywordInput!) {\n    updateTrackedKeyword(instanceId: $instanceId, input: $input) {\n      keyword\n      tags\n      targetUrl\n    }\n  }\n": typeof types.UpdateTrackedKeywordDocument,
    "\n    fragment KeywordHistoryChart_history on TrackerKeywordHistory {\n      companies {\n        companyName\n      }\n      runs {\n        runAt\n        positions {\n          position\n        }\n      }\n    }\n  ": typeof types.KeywordHistoryChart_HistoryFragmentDoc,
    "\n  query TrackerKeywordTable($instanceId: ID!, $device: Device, $tag: String, $serpFeature: SerpFeature, $compareRunId: ID, $offset: Int, $limit: Int) {\n    trackerKeywordTable(instanceId: $instanceId, device: $device, tag: $tag, serpFeature: $serpFeature, compareRunId: $compareRunId, offset: $offset, limit: $limit) {\n      instanceId\n      ...KeywordTable_table\n    }\n  }\n": typeof types.TrackerKeywordTableDocument,
    "\n  fragment KeywordTable_table on TrackerKeywordTable {\n    instanceId\n    totalRows\n    runAt\n    previousRunAt\n    compareRunId\n    earlierRuns {\n      runId\n      runAt\n    }\n    depth\n    runStatus\n    companies {\n      companyName\n      domain\n      own\n    }\n    searchConsole {\n      propertyId\n      from\n      to\n      flagPlaces\n      sandbox\n    }\n    rows {\n      keyword\n      device\n      tags\n      targetUrl\n      ranksWithAnotherPage\n      positionsDisagree\n      searchConsole {\n        clicks\n        impressions\n        ctr\n        position\n      }\n      volume\n      cpc\n      metricsSource\n      serpFeatures\n      positions {\n        domain\n        position\n        url\n        previousPosition\n        change\n        changeBy\n        bestPosition\n      }\n    }\n  }\n": typeof types.KeywordTable_TableFragmentDoc,
    "\n  query TrackerKeywordHistory($instanceId: ID!, $keyword: String!, $device: Device) {\n    trackerKeywordHistory(instanceId: $instanceId, keyword: $keyword, device: $device) {\n      instanceId\n      keyword\n      companies {\n        companyName\n        domain\n        own\n      }\n      runs {\n        runId\n        runAt\n        depth\n        positions {\n          domain\n          position\n          url\n        }\n      }\n      ...KeywordHistoryChart_history\n    }\n  }\n": typeof types.TrackerKeywordHistoryDocument,
    "\n  query SerpSnapshot($instanceId: ID!, $keyword: String!, $runId: ID) {\n    serpSnapshot(instanceId: $instanceId, keyword: $keyword, runId: $runId) {\n      runId\n      runAt\n      results {\n        position\n        url\n        title\n        type\n      }\n      features {\n        type\n        domain\n      }\n    }\n  }\n": typeof types.SerpSnapshotDocument,
    "\n  mutation AddCompetitor($instanceId: ID!, $domain: String!) {\n    addCompetitor(instanceId: $instanceId, domain: $domain) {\n      id\n      competitors {\n        domain\n        companyName\n      }\n      activeJob {\n        ...UseJob_job\n      }\n    }\n  }\n": typeof types.AddCompetitorDocument,
    "\n  query KeywordsBeforeRun($instanceId: ID!) {\n    trackingKeywords(instanceId: $instanceId) {\n      keyword\n      tags\n      targetUrl\n      device\n    }\n  }\n": typeof types.KeywordsBeforeRunDocument,
    "\n  query NotFoundPage($instanceId: ID!, $offset: Int!, $limit: Int!) {\n    trackerReport(instanceId: $instanceId) {\n      instanceId\n      notFoundPage(offset: $offset, limit: $limit) {\n        ...NotFoundTable_page\n      }\n    }\n  }\n": typeof types.NotFoundPageDocument,
    "\n    fragment RankingChart_series on RankingSeries {\n      companyName\n      domain\n      points {\n        runAt\n        averageRank\n      }\n    }\n  ": typeof types.RankingChart_SeriesFragmentDoc,
    "\n    fragment RankingResultsTable_ranking on CompanyRanking {\n      companyName\n      domain\n      own\n      keywordsRanked\n      keywordsTotal\n      averageRank\n      lastChecked\n    }\n  ": typeof types.RankingResultsTable_RankingFragmentDoc,
    "\n    fragment NotFoundTable_page on NotFoundPage {\n      total\n      offset\n      rows {\n        companyName\n        domain\n        keyword\n        device\n        positionsChecked\n        lastRun\n      }\n    }\n  ": typeof types.NotFoundTable_PageFragmentDoc,
    "\n  query TrackingRunCost($keywords: Int!, $devices: Int!) {\n    trackingRunCost(keywords: $keywords, devices: $devices) {\n      keywords\n      creditsPerKeyword\n      credits\n    }\n  }\n": typeof types.TrackingRunCostDocument,
    "\n  query TrackerSearchConsoleSeries($propertyId: ID!, $from: String) {\n    searchConsoleDailySeries(propertyId: $propertyId, from: $from) {\n      date\n      clicks\n      impressions\n    }\n  }\n": typeof types.TrackerSearchConsoleSeriesDocument,
    "\n  query TrackerShareOfVoice($instanceId: ID!, $device: Device, $tag: String) {\n    trackerShareOfVoice(instanceId: $instanceId, device: $device, tag: $tag) {\n      keywordsWithVolume\n      keywordsTotal\n      companies {\n        companyName\n        domain\n        own\n        share\n        points {\n          runAt\n          share\n        }\n      }\n      ctrCurve {\n        ...CtrCurveNote_curve\n      }\n    }\n  }\n": typeof types.TrackerShareOfVoiceDocument,
    "\n  query TrackerTagSummary($instanceId: ID!, $device: Device) {\n    trackerTagSummary(instanceId: $instanceId, device: $device) {\n      tag\n      companies {\n        domain\n        companyName\n        own\n        keywordsChecked\n        keywordsFound\n        averageRank\n        visibility\n      }\n    }\n  }\n": typeof types.TrackerTagSummaryDocument,
    "\n  query TrackerScreen($id: ID!, $tableLimit: Int!) {\n    serpProvider {\n      name\n      source\n    }\n    plans {\n      id\n      ...PlanTools_plan\n    }\n    workspacePlanId\n    creditUsage {\n      ...CreditsLeft_usage\n    }\n    trackingInstance(id: $id) {\n      id\n      ...InstanceDetail_instance\n    }\n    trackerReport(instanceId: $id) {\n      instanceId\n      ...InstanceReport_report\n    }\n    trackerKeywordTable(instanceId: $id, device: null, tag: null, serpFeature: null, compareRunId: null, offset: 0, limit: $tableLimit) {\n      instanceId\n      ...KeywordTable_table\n    }\n    trackingKeywordTags(instanceId: $id) {\n      tag\n      keywords\n    }\n  }\n": typeof types.TrackerScreenDocument,
    "\n  query TrackerSerpProvider {\n    serpProvider {\n      name\n      source\n    }\n  }\n": typeof types.TrackerSerpProviderDocument,
    "\n  query TrackingCredits {\n    creditUsage {\n      ...CreditsLeft_usage\n    }\n  }\n": typeof types.TrackingCreditsDocument,
    "\n  mutation RunTrackingInstance($id: ID!) {\n    runTrackingInstance(id: $id) {\n      ...UseJob_job\n    }\n  }\n": typeof types.RunTrackingInstanceDocument,
    "\n    fragment VisibilitySection_report on TrackerReport {\n      visibility {\n        companyName\n        domain\n        own\n        score\n        change\n        points {\n          runAt\n          score\n        }\n      }\n      ctrCurve {\n        ...CtrCurveNote_curve\n      }\n    }\n  ": typeof types.VisibilitySection_ReportFragmentDoc,
    "\n  fragment WebhookEndpointItem_endpoint on WebhookEndpoint {\n    id\n    url\n    events\n    enabled\n    failingSince\n    disabledReason\n    createdAt\n  }\n": typeof types.WebhookEndpointItem_EndpointFragmentDoc,
    "\n  query Webhooks {\n    webhooks {\n      ...WebhookEndpointItem_endpoint\n    }\n  }\n": typeof types.WebhooksDocument,
    "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      warning\n      endpoint {\n        ...WebhookEndpointItem_endpoint\n      }\n    }\n  }\n": typeof types.CreateWebhookDocument,
    "\n  mutation UpdateWebhook($id: ID!, $input: UpdateWebhookInput!) {\n    updateWebhook(id: $id, input: $input) {\n      ...WebhookEndpointItem_endpoint\n    }\n  }\n": typeof types.UpdateWebhookDocument,
    "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n": typeof types.DeleteWebhookDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        ...WebhookEndpointItem_endpoint\n      }\n    }\n  }\n": typeof types.RotateWebhookSecretDocument,
    "\n  fragment WebhookDeliveryRow_delivery on WebhookDelivery {\n    id\n    eventType\n    status\n    attempts\n    responseStatus\n    error\n    createdAt\n    lastAttemptAt\n    nextAttemptAt\n  }\n": typeof types.WebhookDeliveryRow_DeliveryFragmentDoc,
    "\n  query WebhookDeliveries($webhookId: ID!) {\n    webhookDeliveries(webhookId: $webhookId, limit: 50) {\n      ...WebhookDeliveryRow_delivery\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation SendWebhookTest($id: ID!) {\n    sendWebhookTest(id: $id) {\n      ...WebhookDeliveryRow_delivery\n    }\n  }\n": typeof types.SendWebhookTestDocument,
    "\n  mutation RedeliverWebhook($webhookId: ID!, $deliveryId: ID!) {\n    redeliverWebhook(webhookId: $webhookId, deliveryId: $deliveryId) {\n      ...WebhookDeliveryRow_delivery\n    }\n  }\n": typeof types.RedeliverWebhookDocument,
    "\n  query ClientChoices($workspaceId: ID!) {\n    workspaceClients(workspaceId: $workspaceId) {\n      id\n      name\n    }\n  }\n": typeof types.ClientChoicesDocument,
    "\n  fragment ClientsSection_query on Query {\n    workspaceClients(workspaceId: $workspaceId) {\n      id\n      name\n      budgets {\n        kind\n        credits\n        used\n      }\n    }\n  }\n": typeof types.ClientsSection_QueryFragmentDoc,
    "\n  mutation CreateWorkspaceClient($workspaceId: ID!, $name: String!, $budgets: [ClientBudgetInput!]) {\n    createWorkspaceClient(workspaceId: $workspaceId, name: $name, budgets: $budgets) {\n      id\n    }\n  }\n": typeof types.CreateWorkspaceClientDocument,
    "\n  mutation UpdateWorkspaceClient($workspaceId: ID!, $clientId: ID!, $name: String, $budgets: [ClientBudgetInput!]) {\n    updateWorkspaceClient(workspaceId: $workspaceId, clientId: $clientId, name: $name, budgets: $budgets) {\n      id\n    }\n  }\n": typeof types.UpdateWorkspaceClientDocument,
    "\n  mutation DeleteWorkspaceClient($workspaceId: ID!, $clientId: ID!) {\n    deleteWorkspaceClient(workspaceId: $workspaceId, clientId: $clientId)\n  }\n": typeof types.DeleteWorkspaceClientDocument,
    "\n  query RecordWorkspace($kind: RecordKind!, $id: ID!) {\n    recordWorkspace(kind: $kind, id: $id) {\n      id\n      name\n      personal\n    }\n  }\n": typeof types.RecordWorkspaceDocument,
    "\n  query InvitationPreview($token: String!) {\n    workspaceInvitation(token: $token) {\n      workspaceName\n      role\n      email\n      invitedBy\n      expiresAt\n    }\n  }\n": typeof types.InvitationPreviewDocument,
    "\n  mutation AcceptWorkspaceInvitation($token: String!) {\n    acceptWorkspaceInvitation(token: $token) {\n      workspaceId\n      role\n    }\n  }\n": typeof types.AcceptWorkspaceInvitationDocument,
    "\n  mutation InviteToWorkspace($workspaceId: ID!, $email: String!, $role: WorkspaceRole!, $clientId: ID) {\n    inviteToWorkspace(workspaceId: $workspaceId, email: $email, role: $role, clientId: $clientId) {\n      id\n      email\n      role\n      url\n      expiresAt\n    }\n  }\n": typeof types.InviteToWorkspaceDocument,
    "\n  fragment MembersList_query on Query {\n    workspaceMembers(workspaceId: $workspaceId) {\n      userId\n      email\n      role\n    }\n  }\n": typeof types.MembersList_QueryFragmentDoc,
    "\n  mutation ChangeWorkspaceMemberRole($workspaceId: ID!, $userId: ID!, $role: WorkspaceRole!) {\n    changeWorkspaceMemberRole(workspaceId: $workspaceId, userId: $userId, role: $role) {\n      userId\n      email\n      role\n    }\n  }\n": typeof types.ChangeWorkspaceMemberRoleDocument,
    "\n  mutation RemoveWorkspaceMember($workspaceId: ID!, $userId: ID!) {\n    removeWorkspaceMember(workspaceId: $workspaceId, userId: $userId)\n  }\n": typeof types.RemoveWorkspaceMemberDocument,
    "\n  mutation CreateWorkspace($name: String!) {\n    createWorkspace(name: $name) {\n      id\n      name\n      role\n      personal\n    }\n  }\n": typeof types.CreateWorkspaceDocument,
    "\n  fragment PendingInvitations_query on Query {\n    workspaceInvitations(workspaceId: $workspaceId) {\n      id\n      email\n      role\n      expiresAt\n    }\n  }\n": typeof types.PendingInvitations_QueryFragmentDoc,
    "\n  mutation CancelWorkspaceInvitation($id: ID!) {\n    cancelWorkspaceInvitation(id: $id)\n  }\n": typeof types.CancelWorkspaceInvitationDocument,
    "\n  query WorkspacePage($workspaceId: ID!, $manages: Boolean!) {\n    ...MembersList_query\n    ...ClientsSection_query\n    ...PendingInvitations_query @include(if: $manages)\n  }\n": typeof types.WorkspacePageDocument,
    "\n  fragment WorkspaceSwitcher_query on Query {\n    workspaces {\n      id\n      name\n      role\n      personal\n    }\n  }\n": typeof types.WorkspaceSwitcher_QueryFragmentDoc,
    "\n  query WorkspaceSwitcher {\n    ...WorkspaceSwitcher_query\n  }\n": typeof types.WorkspaceSwitcherDocument,
};
const documents: Documents = {
    "\n  query SiteHeader {\n    ...WorkspaceSwitcher_query\n    ...NotificationBell_query\n    ...UserMenu_query\n  }\n": types.SiteHeaderDocument,
    "\n  fragment UserMenu_query on Query {\n    apiAccess\n  }\n": types.UserMenu_QueryFragmentDoc,
    "\n  query UserMenuApiAccess {\n    ...UserMenu_query\n  }\n": types.UserMenuApiAccessDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ...AdminUsersTable_user\n    }\n  }\n": types.CreateUserDocument,
    "\n  fragment AdminCustomer_customer on Customer {\n    id\n    name\n    company\n    position\n    logoUrl\n    testimonial\n    featured\n  }\n": types.AdminCustomer_CustomerFragmentDoc,
    "\n  mutation CreateCustomer($input: CustomerInput!) {\n    createCustomer(input: $input) {\n      ...AdminCustomer_customer\n    }\n  }\n": types.CreateCustomerDocument,
    "\n  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      ...AdminCustomer_customer\n    }\n  }\n": types.UpdateCustomerDocument,
    "\n  query AdminCustomers {\n    customers {\n      ...AdminCustomer_customer\n    }\n  }\n": types.AdminCustomersDocument,
    "\n  mutation DeleteCustomer($id: ID!) {\n    deleteCustomer(id: $id)\n  }\n": types.DeleteCustomerDocument,
    "\n  query AdminMaintenance {\n    maintenance\n  }\n": types.AdminMaintenanceDocument,
    "\n  mutation SetMaintenance($enabled: Boolean!) {\n    setMaintenance(enabled: $enabled)\n  }\n": types.SetMaintenanceDocument,
    "\n  fragment AdminCreditUsage_usage on CreditUsage {\n    kind\n    used\n    limit\n    remaining\n    periodEnd\n  }\n": types.AdminCreditUsage_UsageFragmentDoc,
    "\n  mutation GrantCredits($userId: ID!, $kind: CreditKind!, $amount: Int!, $reason: String!) {\n    grantCredits(userId: $userId, kind: $kind, amount: $amount, reason: $reason) {\n      ...AdminCreditUsage_usage\n    }\n  }\n": types.GrantCreditsDocument,
    "\n  mutation AdvanceSandboxBillingPeriod($userId: ID!, $paymentFails: Boolean!) {\n    advanceSandboxBillingPeriod(userId: $userId, paymentFails: $paymentFails) {\n      planId\n      status\n      currentPeriodEnd\n    }\n  }\n": types.AdvanceSandboxBillingPeriodDocument,
    "\n  query BillingProvider {\n    billingSubscription {\n      provider\n    }\n  }\n": types.BillingProviderDocument,
    "\n  fragment AdminUsersTable_user on User {\n    id\n    fullName\n    email\n    role\n    planId\n    createdAt\n  }\n": types.AdminUsersTable_UserFragmentDoc,
    "\n  query AdminUsers {\n    users {\n      ...AdminUsersTable_user\n    }\n  }\n": types.AdminUsersDocument,
    "\n  mutation SetUserRole($id: ID!, $role: UserRole!) {\n    setUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n": types.SetUserRoleDocument,
    "\n  fragment AdminWorkspacesCard_workspace on AdminWorkspace {\n    id\n    name\n    personal\n    ownerEmail\n    planName\n    members {\n      total\n      owners\n      admins\n      members\n      clients\n    }\n    usage {\n      kind\n      used\n    }\n  }\n": types.AdminWorkspacesCard_WorkspaceFragmentDoc,
    "\n  query AdminWorkspaces($search: String, $page: Int) {\n    adminWorkspaces(search: $search, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...AdminWorkspacesCard_workspace\n      }\n    }\n  }\n": types.AdminWorkspacesDocument,
    "\n  query AiVisibilityProjects {\n    aiVisibilityProjects {\n      id\n      name\n      clientId\n      surfaces\n      createdAt\n      brand {\n        name\n      }\n    }\n  }\n": types.AiVisibilityProjectsDocument,
    "\n  query AiVisibilityProject($id: ID!) {\n    aiVisibilityProject(id: $id) {\n      id\n      name\n      clientId\n      surfaces\n      samples\n      country\n      language\n      brand {\n        name\n        aliases\n        domains\n      }\n      competitors {\n        name\n        aliases\n        domains\n      }\n      prompts {\n        text\n        tags\n      }\n      schedule {\n        frequency\n        weekday\n        hour\n        timeZone\n      }\n      nextRunAt\n    }\n    aiVisibilityRuns(projectId: $id, limit: 60) {\n      id\n      jobId\n      status\n      source\n      createdAt\n      samplesPlanned\n      samplesChecked\n      samplesFailed\n      vendorCalls\n      error\n      answersKept\n    }\n  }\n": types.AiVisibilityProjectDocument,
    "\n  query AiVisibilityRunCost($projectId: ID!) {\n    aiVisibilityRunCost(projectId: $projectId) {\n      samples\n      fromTrackerPages\n      creditsLeft\n      short\n    }\n  }\n": types.AiVisibilityRunCostDocument,
    "\n  query AiVisibilitySummary($projectId: ID!, $runId: ID, $surface: String, $prompt: String, $tag: String) {\n    aiVisibilitySummary(projectId: $projectId, runId: $runId, surface: $surface, prompt: $prompt, tag: $tag) {\n      runId\n      surface\n      source\n      checked\n      answersKept\n      notice\n      brands {\n        name\n        shareOfVoice\n        averagePosition\n        mentionRate {\n          value\n          low\n          high\n          n\n        }\n        citationRate {\n          value\n          low\n          high\n          n\n        }\n        mentionChange {\n          changed\n          pValue\n          previousValue\n        }\n      }\n      topDomains {\n        key\n        brand\n        answers\n      }\n      opportunities {\n        domain\n        answers\n      }\n    }\n  }\n": types.AiVisibilitySummaryDocument,
    "\n  query AiVisibilityAnswers($projectId: ID!, $runId: ID, $prompt: String, $surface: String, $limit: Int) {\n    aiVisibilityAnswers(projectId: $projectId, runId: $runId, prompt: $prompt, surface: $surface, limit: $limit) {\n      runId\n      prompt\n      surface\n      sample\n      status\n      present\n      text\n      error\n      source\n      model\n      observedVia\n      observedFrom\n      mentions {\n        brand\n        position\n      }\n      citations {\n        url\n        domain\n        title\n      }\n    }\n  }\n": types.AiVisibilityAnswersDocument,
    "\n  mutation CreateAiVisibilityProject($input: AiVisibilityProjectInput!) {\n    createAiVisibilityProject(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateAiVisibilityProjectDocument,
    "\n  mutation UpdateAiVisibilityProject($id: ID!, $input: AiVisibilityProjectInput!) {\n    updateAiVisibilityProject(id: $id, input: $input) {\n      project {\n        id\n        name\n        surfaces\n        samples\n        country\n        language\n        brand {\n          name\n          aliases\n          domains\n        }\n        competitors {\n          name\n          aliases\n          domains\n        }\n        prompts {\n          text\n          tags\n        }\n        schedule {\n          frequency\n          weekday\n          hour\n          timeZone\n        }\n        nextRunAt\n      }\n      reextractionJobId\n    }\n  }\n": types.UpdateAiVisibilityProjectDocument,
    "\n  mutation AddAiVisibilityCompetitor($projectId: ID!, $input: AiBrandInput!) {\n    addAiVisibilityCompetitor(projectId: $projectId, input: $input) {\n      project {\n        id\n        competitors {\n          name\n          aliases\n          domains\n        }\n      }\n      reextractionJobId\n    }\n  }\n": types.AddAiVisibilityCompetitorDocument,
    "\n  mutation DeleteAiVisibilityProject($id: ID!) {\n    deleteAiVisibilityProject(id: $id)\n  }\n": types.DeleteAiVisibilityProjectDocument,
    "\n  mutation StartAiVisibilityRun($projectId: ID!) {\n    startAiVisibilityRun(projectId: $projectId) {\n      runId\n      jobId\n    }\n  }\n": types.StartAiVisibilityRunDocument,
    "\n  query PreviewAiVisibilityPromptImport($projectId: ID, $text: String!) {\n    previewAiVisibilityPromptImport(projectId: $projectId, text: $text) {\n      added\n      duplicates\n      invalid\n      promptsAfter\n      promptLimit\n      problem\n      sampleLines\n      lines {\n        line\n        prompt\n        tags\n        status\n        message\n      }\n      prompts {\n        text\n        tags\n      }\n    }\n  }\n": types.PreviewAiVisibilityPromptImportDocument,
    "\n  mutation ImportAiVisibilityPrompts($projectId: ID!, $text: String!) {\n    importAiVisibilityPrompts(projectId: $projectId, text: $text) {\n      added\n      skipped\n      prompts\n    }\n  }\n": types.ImportAiVisibilityPromptsDocument,
    "\n  query PromptSuggestionInstances {\n    trackingInstances {\n      id\n      name\n    }\n  }\n": types.PromptSuggestionInstancesDocument,
    "\n  mutation SuggestAiVisibilityPrompts($projectId: ID!, $instanceId: ID!, $count: Int) {\n    suggestAiVisibilityPrompts(projectId: $projectId, instanceId: $instanceId, count: $count) {\n      source\n      writer\n      keywords\n      suggestions {\n        text\n        keyword\n      }\n    }\n  }\n": types.SuggestAiVisibilityPromptsDocument,
    "\n  query AiVisibilityLastRun($projectId: ID!) {\n    aiVisibilityRuns(projectId: $projectId, limit: 1) {\n      id\n      status\n      createdAt\n    }\n  }\n": types.AiVisibilityLastRunDocument,
    "\n  query AiVisibilitySeries($projectId: ID!, $surface: String, $limit: Int) {\n    aiVisibilitySeries(projectId: $projectId, surface: $surface, limit: $limit) {\n      runId\n      brands {\n        name\n        mentionRate {\n          value\n          low\n          high\n          n\n        }\n      }\n    }\n  }\n": types.AiVisibilitySeriesDocument,
    "\n  query ArticleEditor($id: ID!) {\n    article(id: $id) {\n      id\n      keyword\n      title\n      metaDescription\n      body\n      contentScore\n      scoreTarget\n      scoreHistory\n      briefId\n    }\n  }\n": types.ArticleEditorDocument,
    "\n  query ArticleDraftScore($id: ID!, $input: ArticleDraftScoreInput!) {\n    articleScore(id: $id, input: $input) {\n      target\n      goal\n      score {\n        score\n        wordCount\n        parts {\n          name\n          points\n          maxPoints\n          advice\n        }\n        terms {\n          term\n          min\n          max\n          count\n        }\n      }\n    }\n  }\n": types.ArticleDraftScoreDocument,
    "\n  mutation UpdateArticle($id: ID!, $input: UpdateArticleInput!) {\n    updateArticle(id: $id, input: $input) {\n      id\n      title\n      metaDescription\n      text\n      body\n      wordCount\n      contentScore\n      scoreTarget\n    }\n  }\n": types.UpdateArticleDocument,
    "\n  fragment SavedArticle_article on Article {\n    id\n    keyword\n    text\n    createdAt\n    contentScore\n    scoreHistory\n    keywordStat {\n      keyword\n      volume\n      cpc {\n        value\n      }\n      competition\n    }\n  }\n": types.SavedArticle_ArticleFragmentDoc,
    "\n  query SavedArticles {\n    articles {\n      ...SavedArticle_article\n    }\n  }\n": types.SavedArticlesDocument,
    "\n  mutation DeleteSavedArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n": types.DeleteSavedArticleDocument,
    "\n    fragment BacklinkTable_backlink on Backlink {\n      anchorText\n      domainSource\n      domainTarget\n      urlSource\n      urlTarget\n    }\n  ": types.BacklinkTable_BacklinkFragmentDoc,
    "\n  mutation LookupBacklinks($target: String!, $num: Int, $unique: Boolean) {\n    lookupBacklinks(target: $target, num: $num, unique: $unique) {\n      source\n      provider\n      target\n      unique\n      backlinks {\n        ...BacklinkTable_backlink\n      }\n    }\n  }\n": types.LookupBacklinksDocument,
    "\n  mutation CreateCheckout($planId: Int!) {\n    createCheckout(planId: $planId) {\n      sessionId\n      url\n    }\n  }\n": types.CreateCheckoutDocument,
    "\n  mutation ChangePlan($planId: Int!) {\n    changePlan(planId: $planId) {\n      id\n      planId\n      pendingPlanId\n      subscriptionTier\n    }\n  }\n": types.ChangePlanDocument,
    "\n  query SandboxCheckout($sessionId: String!) {\n    sandboxCheckout(sessionId: $sessionId) {\n      id\n      planId\n      trialDays\n      completed\n      expired\n      provider\n    }\n  }\n": types.SandboxCheckoutDocument,
    "\n  mutation CompleteSandboxCheckout($sessionId: String!) {\n    completeSandboxCheckout(sessionId: $sessionId) {\n      planId\n      status\n    }\n  }\n": types.CompleteSandboxCheckoutDocument,
    "\n  query BillingSubscription {\n    billingSubscription {\n      provider\n      planId\n      pendingPlanId\n      status\n      cancelAtPeriodEnd\n      currentPeriodEnd\n      trialEnd\n      nextInvoiceAt\n      nextInvoiceAmount\n      notice\n    }\n  }\n": types.BillingSubscriptionDocument,
    "\n  mutation DismissBillingNotice {\n    dismissBillingNotice {\n      notice\n    }\n  }\n": types.DismissBillingNoticeDocument,
    "\n  subscription SubscriptionUpdated {\n    subscriptionUpdated {\n      planId\n      status\n    }\n  }\n": types.SubscriptionUpdatedDocument,
    "\n  query BillingCreditUsage {\n    creditUsage {\n      kind\n      used\n      limit\n      remaining\n      periodStart\n      periodEnd\n    }\n  }\n": types.BillingCreditUsageDocument,
    "\n  query BillingInvoices {\n    billingInvoices {\n      id\n      number\n      createdAt\n      amount\n      currency\n      status\n      url\n    }\n  }\n": types.BillingInvoicesDocument,
    "\n  query SandboxInvoice($id: ID!) {\n    sandboxInvoice(id: $id) {\n      id\n      number\n      createdAt\n      amount\n      currency\n      status\n      planId\n      periodStart\n      periodEnd\n      provider\n    }\n  }\n": types.SandboxInvoiceDocument,
    "\n  mutation StartContentBrief($input: StartContentBriefInput!) {\n    startContentBrief(input: $input) {\n      id\n      jobId\n      status\n      cached\n    }\n  }\n": types.StartContentBriefDocument,
    "\n  query ContentBrief($id: ID!) {\n    contentBrief(id: $id) {\n      id\n      jobId\n      status\n      error\n      keyword\n      ...ContentBriefView_brief\n    }\n  }\n": types.ContentBriefDocument,
    "\n  query ContentBriefs {\n    contentBriefs {\n      id\n      jobId\n      keyword\n      country\n      status\n      createdAt\n    }\n  }\n": types.ContentBriefsDocument,
    "\n  fragment ContentBriefView_brief on ContentBriefOutput {\n    keyword\n    country\n    language\n    source\n    serpSnapshotAt\n    wordCount {\n      min\n      max\n    }\n    headingCount {\n      min\n      max\n    }\n    competitorMedian\n    terms {\n      term\n      min\n      max\n      pages\n    }\n    headings {\n      text\n      level\n      pages\n    }\n    questions\n    competitors {\n      position\n      url\n      domain\n      title\n      h1\n      h2\n      wordCount\n      score\n      status\n      error\n    }\n  }\n": types.ContentBriefView_BriefFragmentDoc,
    "\n  mutation GenerateArticles($input: GenerateArticlesInput!) {\n    generateArticles(input: $input) {\n      ...UseJob_job\n    }\n  }\n": types.GenerateArticlesDocument,
    "\n  subscription ArticleText($jobId: ID!) {\n    articleText(jobId: $jobId) {\n      jobId\n      keyword\n      index\n      seq\n      reset\n      text\n      section\n      articleId\n    }\n  }\n": types.ArticleTextDocument,
    "\n  query JobArticles($jobId: ID!) {\n    jobArticles(jobId: $jobId) {\n      ...SavedArticle_article\n    }\n  }\n": types.JobArticlesDocument,
    "\n  fragment GeneratorKeywordList_list on KeywordList {\n    source\n    provider\n    keywords {\n      keyword\n      volume\n      cpc {\n        value\n      }\n      competition\n    }\n  }\n": types.GeneratorKeywordList_ListFragmentDoc,
    "\n  mutation GeneratorSuggestKeyword($description: String!) {\n    suggestKeyword(description: $description)\n  }\n": types.GeneratorSuggestKeywordDocument,
    "\n  mutation GeneratorPasfKeywords($keyword: String!, $num: Int) {\n    lookupPasfKeywords(keyword: $keyword, num: $num) {\n      ...GeneratorKeywordList_list\n    }\n  }\n": types.GeneratorPasfKeywordsDocument,
    "\n  mutation GeneratorRelatedKeywords($keyword: String!, $num: Int) {\n    lookupRelatedKeywords(keyword: $keyword, num: $num) {\n      ...GeneratorKeywordList_list\n    }\n  }\n": types.GeneratorRelatedKeywordsDocument,
    "\n  mutation GeneratorDomainKeywords($domain: String!, $num: Int) {\n    lookupDomainKeywords(domain: $domain, num: $num) {\n      ...GeneratorKeywordList_list\n    }\n  }\n": types.GeneratorDomainKeywordsDocument,
    "\n  query GeneratorPlans {\n    plans {\n      id\n      name\n      keywordsPerGeneration\n    }\n    workspacePlanId\n  }\n": types.GeneratorPlansDocument,
    "\n  query GeneratorWriterProvider {\n    writerProvider {\n      name\n      model\n      source\n    }\n  }\n": types.GeneratorWriterProviderDocument,
    "\n  fragment CreditsLeft_usage on CreditUsage {\n    kind\n    used\n    limit\n    remaining\n    periodEnd\n  }\n": types.CreditsLeft_UsageFragmentDoc,
    "\n  query CreditUsage {\n    creditUsage {\n      ...CreditsLeft_usage\n    }\n  }\n": types.CreditUsageDocument,
    "\n  query DashboardEmailMode {\n    emailOutbox(limit: 1) {\n      sandbox\n    }\n  }\n": types.DashboardEmailModeDocument,
    "\n  fragment ApiTokenList_token on ApiToken {\n    id\n    name\n    role\n    createdAt\n    lastUsedAt\n  }\n": types.ApiTokenList_TokenFragmentDoc,
    "\n  query ApiTokens {\n    apiAccess\n    apiTokens {\n      ...ApiTokenList_token\n    }\n  }\n": types.ApiTokensDocument,
    "\n  mutation CreateApiToken($name: String!, $role: ApiTokenRole) {\n    createApiToken(name: $name, role: $role) {\n      secret\n      token {\n        ...ApiTokenList_token\n      }\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n": types.RevokeApiTokenDocument,
    "\n  mutation LookupDomainTraffic($domains: [String!]!, $country: String) {\n    lookupDomainTraffic(domains: $domains, country: $country) {\n      source\n      provider\n      country\n      domains {\n        domain\n        estimatedMonthlyTraffic\n        totalRankingKeywords\n      }\n    }\n  }\n": types.LookupDomainTrafficDocument,
    "\n  fragment UseJob_job on Job {\n    id\n    kind\n    status\n    progress {\n      done\n      total\n      message\n      item\n    }\n    error\n  }\n": types.UseJob_JobFragmentDoc,
    "\n  query Job($id: ID!) {\n    job(id: $id) {\n      ...UseJob_job\n    }\n  }\n": types.JobDocument,
    "\n  subscription JobUpdated($jobId: ID!) {\n    jobUpdated(jobId: $jobId) {\n      ...UseJob_job\n    }\n  }\n": types.JobUpdatedDocument,
    "\n  mutation CancelJob($id: ID!) {\n    cancelJob(id: $id) {\n      ...UseJob_job\n    }\n  }\n": types.CancelJobDocument,
    "\n  query FeaturedCustomers {\n    customers(featured: true) {\n      id\n      name\n      company\n      position\n      testimonial\n    }\n  }\n": types.FeaturedCustomersDocument,
    "\n  query MaintenanceStatus {\n    maintenance\n  }\n": types.MaintenanceStatusDocument,
    "\n  query AlertRules($instanceId: ID!) {\n    alertKinds {\n      kind\n      label\n      needsThreshold\n      subject\n      defaultThreshold\n      needsSearchConsole\n    }\n    alertRulesSearchConsoleLinked(instanceId: $instanceId)\n    trackingInstance(id: $instanceId) {\n      id\n      searchConsoleFlagPlaces\n    }\n    alertRules(instanceId: $instanceId) {\n      id\n      kind\n      threshold\n      tag\n      inbox\n      email\n      description\n    }\n    instanceDigest(instanceId: $instanceId)\n  }\n": types.AlertRulesDocument,
    "\n  fragment NotificationBell_query on Query {\n    unreadNotificationCount\n  }\n": types.NotificationBell_QueryFragmentDoc,
    "\n  query UnreadNotificationCount {\n    ...NotificationBell_query\n  }\n": types.UnreadNotificationCountDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n    }\n  }\n": types.NotificationAddedDocument,
    "\n  query Notifications {\n    notifications(limit: 100) {\n      unreadCount\n      items {\n        id\n        ...NotificationItem_notification\n      }\n    }\n    emailOutbox(limit: 1) {\n      sandbox\n    }\n  }\n": types.NotificationsDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      readAt\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  mutation SetInstanceDigest($input: SetInstanceDigestInput!) {\n    setInstanceDigest(input: $input)\n  }\n": types.SetInstanceDigestDocument,
    "\n  query AiVisibilityAlertRules($projectId: ID!) {\n    alertKinds {\n      kind\n      label\n      subject\n    }\n    aiVisibilityAlertRules(projectId: $projectId) {\n      id\n      kind\n      surface\n      inbox\n      email\n      description\n    }\n  }\n": types.AiVisibilityAlertRulesDocument,
    "\n  mutation CreateAlertRule($input: CreateAlertRuleInput!) {\n    createAlertRule(input: $input) {\n      id\n    }\n  }\n": types.CreateAlertRuleDocument,
    "\n  mutation DeleteAlertRule($id: ID!) {\n    deleteAlertRule(id: $id)\n  }\n": types.DeleteAlertRuleDocument,
    "\n  query SandboxOutbox {\n    emailOutbox(limit: 50) {\n      sandbox\n      emails {\n        id\n        createdAt\n        kind\n        to\n        subject\n        text\n      }\n    }\n  }\n": types.SandboxOutboxDocument,
    "\n  query DigestPreview($instanceId: ID!) {\n    digestPreview(instanceId: $instanceId) {\n      ...DigestPreviewFields\n    }\n  }\n": types.DigestPreviewDocument,
    "\n  fragment DigestPreviewFields on DigestPreview {\n    frequency\n    periodStart\n    periodEnd\n    nextScheduledAt\n    recipients\n    subject\n    html\n  }\n": types.DigestPreviewFieldsFragmentDoc,
    "\n  mutation SendDigestNow($instanceId: ID!) {\n    sendDigestNow(instanceId: $instanceId) {\n      ...DigestPreviewFields\n    }\n  }\n": types.SendDigestNowDocument,
    "\n    fragment NotificationItem_notification on Notification {\n      id\n      instanceId\n      projectId\n      keyword\n      device\n      kind\n      title\n      readAt\n      createdAt\n    }\n  ": types.NotificationItem_NotificationFragmentDoc,
    "\n  query Plans {\n    plans {\n      id\n      name\n      pricePerMonth\n      description\n      features\n      limitations\n      mostPopular\n      trialDays\n    }\n  }\n": types.PlansDocument,
    "\n  fragment ReportFields on ReportOutput {\n    id\n    name\n    client\n    clientId\n    paperSize\n    brandKitId\n    coverPage\n    builtAt\n    createdAt\n    range {\n      preset\n      from\n      to\n      timeZone\n    }\n    sections {\n      kind\n      instanceId\n      domain\n      savedAnalysisId\n      text\n      projectId\n    }\n    recipients\n    schedule {\n      frequency\n      day\n      time\n      timeZone\n      nextDeliveryAt\n      pausedReason\n    }\n  }\n": types.ReportFieldsFragmentDoc,
    "\n  query Reports {\n    reports {\n      ...ReportFields\n    }\n  }\n": types.ReportsDocument,
    "\n  query Report($id: ID!) {\n    report(id: $id) {\n      ...ReportFields\n    }\n  }\n": types.ReportDocument,
    "\n  query ReportHtml($id: ID!) {\n    reportHtml(id: $id)\n  }\n": types.ReportHtmlDocument,
    "\n  query ReportSubjects {\n    trackingInstances {\n      id\n      name\n    }\n    aiVisibilityProjects {\n      id\n      name\n    }\n    savedSerpAnalyses {\n      id\n      query\n      description\n    }\n  }\n": types.ReportSubjectsDocument,
    "\n  mutation CreateReport($input: ReportInput!) {\n    createReport(input: $input) {\n      ...ReportFields\n    }\n  }\n": types.CreateReportDocument,
    "\n  mutation UpdateReport($id: ID!, $input: ReportInput!) {\n    updateReport(id: $id, input: $input) {\n      ...ReportFields\n    }\n  }\n": types.UpdateReportDocument,
    "\n  mutation RefreshReport($id: ID!) {\n    refreshReport(id: $id) {\n      ...ReportFields\n    }\n  }\n": types.RefreshReportDocument,
    "\n  mutation RenderReportPdf($id: ID!) {\n    renderReportPdf(id: $id) {\n      ready\n      job {\n        ...UseJob_job\n      }\n    }\n  }\n": types.RenderReportPdfDocument,
    "\n  mutation DeleteReport($id: ID!) {\n    deleteReport(id: $id)\n  }\n": types.DeleteReportDocument,
    "\n  fragment ShareLinkFields on ShareLinkOutput {\n    id\n    createdAt\n    expiresAt\n    revokedAt\n    openCount\n    lastOpenedAt\n  }\n": types.ShareLinkFieldsFragmentDoc,
    "\n  query ReportShareLinks($reportId: ID!) {\n    reportShareLinks(reportId: $reportId) {\n      ...ShareLinkFields\n    }\n  }\n": types.ReportShareLinksDocument,
    "\n  query ReportShareLinkOpens($reportId: ID!, $linkId: ID!) {\n    reportShareLinkOpens(reportId: $reportId, linkId: $linkId)\n  }\n": types.ReportShareLinkOpensDocument,
    "\n  mutation CreateReportShareLink($reportId: ID!, $input: ShareLinkInput) {\n    createReportShareLink(reportId: $reportId, input: $input) {\n      id\n      url\n      link {\n        ...ShareLinkFields\n      }\n    }\n  }\n": types.CreateReportShareLinkDocument,
    "\n  mutation RevokeReportShareLink($reportId: ID!, $linkId: ID!) {\n    revokeReportShareLink(reportId: $reportId, linkId: $linkId) {\n      ...ShareLinkFields\n    }\n  }\n": types.RevokeReportShareLinkDocument,
    "\n  fragment BrandKitFields on BrandKitOutput {\n    id\n    name\n    isDefault\n    agencyName\n    primaryColor\n    accentColor\n    footerText\n    hideRankcraftBranding\n    hasLogo\n    contrastWarnings\n    reportNames\n  }\n": types.BrandKitFieldsFragmentDoc,
    "\n  query BrandKits {\n    brandKits {\n      ...BrandKitFields\n    }\n  }\n": types.BrandKitsDocument,
    "\n  mutation CreateBrandKit($input: BrandKitInput!) {\n    createBrandKit(input: $input) {\n      ...BrandKitFields\n    }\n  }\n": types.CreateBrandKitDocument,
    "\n  mutation UpdateBrandKit($id: ID!, $input: BrandKitInput!) {\n    updateBrandKit(id: $id, input: $input) {\n      ...BrandKitFields\n    }\n  }\n": types.UpdateBrandKitDocument,
    "\n  mutation DeleteBrandKit($id: ID!) {\n    deleteBrandKit(id: $id)\n  }\n": types.DeleteBrandKitDocument,
    "\n  query ReportDeliveries($id: ID!) {\n    reportDeliveries(id: $id) {\n      id\n      createdAt\n      recipients\n      status\n      attempts\n      error\n      deliveredAt\n      scheduled\n    }\n    reportUnsubscribedRecipients(id: $id)\n  }\n": types.ReportDeliveriesDocument,
    "\n  mutation SetReportSchedule($id: ID!, $input: ReportScheduleInput!) {\n    setReportSchedule(id: $id, input: $input) {\n      ...ReportFields\n    }\n  }\n": types.SetReportScheduleDocument,
    "\n  mutation SendReportNow($id: ID!) {\n    sendReportNow(id: $id) {\n      id\n      status\n    }\n  }\n": types.SendReportNowDocument,
    "\n  query InstancesToTrack {\n    trackingInstances {\n      id\n      name\n    }\n  }\n": types.InstancesToTrackDocument,
    "\n  mutation AddBulkResultsToTracker($input: AddBulkResultsToTrackerInput!) {\n    addBulkResultsToTracker(input: $input) {\n      added\n      alreadyTracked\n    }\n  }\n": types.AddBulkResultsToTrackerDocument,
    "\n  query BulkKeywordsPreview($text: String) {\n    bulkKeywordsPreview(text: $text) {\n      count\n      limit\n      refusal\n      duplicateCount\n      invalidCount\n      searchesLeft\n      searchesShort\n      duplicates {\n        line\n        keyword\n        repeats\n      }\n      invalid {\n        line\n        keyword\n        message\n      }\n    }\n  }\n": types.BulkKeywordsPreviewDocument,
    "\n  mutation StartBulkResearch($input: StartBulkResearchInput!) {\n    startBulkResearch(input: $input) {\n      id\n      jobId\n      status\n    }\n  }\n": types.StartBulkResearchDocument,
    "\n  query BulkResearch($id: ID!) {\n    bulkResearch(id: $id) {\n      id\n      jobId\n      status\n      error\n      source\n      provider\n      country\n      language\n      total\n      done\n      failed\n      createdAt\n    }\n  }\n": types.BulkResearchDocument,
    "\n  query BulkResearches {\n    bulkResearches(limit: 10) {\n      id\n      status\n      source\n      country\n      total\n      done\n      failed\n      createdAt\n    }\n  }\n": types.BulkResearchesDocument,
    "\n  query BulkResearchResults(\n    $id: ID!\n    $offset: Int\n    $limit: Int\n    $sort: String\n    $direction: String\n    $search: String\n    $minVolume: Int\n    $maxCompetition: Float\n  ) {\n    bulkResearchResults(\n      id: $id\n      offset: $offset\n      limit: $limit\n      sort: $sort\n      direction: $direction\n      search: $search\n      minVolume: $minVolume\n      maxCompetition: $maxCompetition\n    ) {\n      source\n      total\n      matching\n      offset\n      rows {\n        position\n        keyword\n        status\n        volume\n        cpc\n        competition\n        trend {\n          year\n          month\n          volume\n        }\n        error\n      }\n    }\n  }\n": types.BulkResearchResultsDocument,
    "\n  query ResearchDataProviders {\n    researchProvider {\n      name\n      source\n    }\n    serpProvider {\n      name\n      source\n    }\n  }\n": types.ResearchDataProvidersDocument,
    "\n  fragment PlanTools_plan on Plan {\n    id\n    name\n    limits {\n      backlinks\n      competitorAnalysis\n      tracking\n      reports\n      brandKit\n      scheduledReports\n      webhooks\n    }\n  }\n": types.PlanTools_PlanFragmentDoc,
    "\n  query ResearchPlanTools {\n    plans {\n      id\n      ...PlanTools_plan\n    }\n    workspacePlanId\n  }\n": types.ResearchPlanToolsDocument,
    "\n  query SearchConsoleOverview {\n    searchConsoleConnections {\n      id\n      provider\n      accountLabel\n      status\n      createdAt\n      propertyCount\n    }\n    searchConsoleProperties {\n      id\n      siteUrl\n      kind\n    }\n    searchConsoleLinks {\n      instanceId\n      instanceName\n      propertyId\n      linkedAt\n      syncedThrough\n      job {\n        ...UseJob_job\n      }\n    }\n    trackingInstances {\n      id\n      name\n      userDomain\n    }\n  }\n": types.SearchConsoleOverviewDocument,
    "\n  mutation ConnectSearchConsole {\n    connectSearchConsole {\n      url\n    }\n  }\n": types.ConnectSearchConsoleDocument,
    "\n  mutation ConnectBingWebmaster($apiKey: String!) {\n    connectBingWebmaster(apiKey: $apiKey) {\n      id\n    }\n  }\n": types.ConnectBingWebmasterDocument,
    "\n  mutation DisconnectSearchConsole($id: ID!) {\n    disconnectSearchConsole(id: $id)\n  }\n": types.DisconnectSearchConsoleDocument,
    "\n  mutation LinkSearchConsoleProperty($instanceId: ID!, $propertyId: ID!) {\n    linkSearchConsoleProperty(instanceId: $instanceId, propertyId: $propertyId) {\n      jobId\n    }\n  }\n": types.LinkSearchConsolePropertyDocument,
    "\n  mutation UnlinkSearchConsoleProperty($instanceId: ID!) {\n    unlinkSearchConsoleProperty(instanceId: $instanceId)\n  }\n": types.UnlinkSearchConsolePropertyDocument,
    "\n  query SearchConsoleStrikingDistance($propertyId: ID!) {\n    searchConsoleStrikingDistance(propertyId: $propertyId) {\n      query\n      clicks\n      impressions\n      position\n      tracked\n    }\n  }\n": types.SearchConsoleStrikingDistanceDocument,
    "\n  query SearchConsoleNewAndLost($propertyId: ID!, $instanceId: ID) {\n    searchConsoleNewAndLostQueries(propertyId: $propertyId, instanceId: $instanceId) {\n      new {\n        query\n        clicks\n        impressions\n        position\n        tracked\n      }\n      lost {\n        query\n        clicks\n        impressions\n        position\n        tracked\n      }\n    }\n  }\n": types.SearchConsoleNewAndLostDocument,
    "\n  query SearchConsolePagesLosingClicks($propertyId: ID!) {\n    searchConsolePagesLosingClicks(propertyId: $propertyId) {\n      page\n      clicks\n      previousClicks\n      change\n    }\n  }\n": types.SearchConsolePagesLosingClicksDocument,
    "\n  query SearchConsoleTrackerAddPreview($instanceId: ID!, $text: String!) {\n    previewKeywordImport(instanceId: $instanceId, text: $text) {\n      added\n      keywordsAfter\n      keywordLimit\n      problem\n    }\n  }\n": types.SearchConsoleTrackerAddPreviewDocument,
    "\n  mutation SearchConsoleAddToTracker($instanceId: ID!, $text: String!) {\n    importKeywords(instanceId: $instanceId, text: $text) {\n      added\n      updated\n      skipped\n    }\n  }\n": types.SearchConsoleAddToTrackerDocument,
    "\n  mutation RunCompetitorAnalysis($input: CompetitorAnalysisInput!) {\n    runCompetitorAnalysis(input: $input) {\n      source\n      provider\n      query\n      domain\n      depth\n      found\n      position\n      results {\n        ...SerpResultList_result\n      }\n    }\n  }\n": types.RunCompetitorAnalysisDocument,
    "\n  mutation LookupPageBacklinks($url: String!, $unique: Boolean) {\n    lookupPageBacklinks(url: $url, unique: $unique) {\n      source\n      provider\n      target\n      unique\n      backlinks {\n        ...BacklinkTable_backlink\n      }\n    }\n  }\n": types.LookupPageBacklinksDocument,
    "\n  mutation SaveSerpAnalysis($input: SaveSerpAnalysisInput!) {\n    saveSerpAnalysis(input: $input) {\n      id\n    }\n  }\n": types.SaveSerpAnalysisDocument,
    "\n  query SavedSerpAnalyses {\n    savedSerpAnalyses {\n      id\n      query\n      description\n      source\n      provider\n      createdAt\n      results {\n        ...SerpResultList_result\n      }\n    }\n  }\n": types.SavedSerpAnalysesDocument,
    "\n  mutation DeleteSavedSerpAnalysis($id: ID!) {\n    deleteSavedSerpAnalysis(id: $id)\n  }\n": types.DeleteSavedSerpAnalysisDocument,
    "\n  mutation RunSerpAnalysis($input: SerpAnalysisInput!) {\n    runSerpAnalysis(input: $input) {\n      source\n      provider\n      query\n      results {\n        ...SerpResultList_result\n      }\n    }\n  }\n": types.RunSerpAnalysisDocument,
    "\n    fragment SerpResultList_result on SerpResult {\n      position\n      title\n      snippet\n      link\n      domain\n      date\n    }\n  ": types.SerpResultList_ResultFragmentDoc,
    "\n  mutation RunUrlAnalysis($url: String!, $country: String, $num: Int) {\n    runUrlAnalysis(url: $url, country: $country, num: $num) {\n      source\n      provider\n      url\n      keywords {\n        keyword\n        estimatedMonthlyTraffic\n        serpPosition\n      }\n      summary {\n        totalRankingKeywords\n        estimatedMonthlyTraffic\n      }\n    }\n  }\n": types.RunUrlAnalysisDocument,
    "\n  fragment SessionUser on User {\n    id\n    fullName\n    email\n    role\n    planId\n    pendingPlanId\n    subscriptionTier\n    creditsUsed\n    creditLimit\n    createdAt\n  }\n": types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n    maintenance\n  }\n": types.MeDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.SignUpDocument,
    "\n  query TrackerCannibalisation($instanceId: ID!, $keywordsPerDevice: Int) {\n    trackerCannibalisation(instanceId: $instanceId, keywordsPerDevice: $keywordsPerDevice) {\n      domain\n      runId\n      runAt\n      keywords {\n        keyword\n        device\n        urls {\n          url\n          position\n        }\n      }\n      health {\n        runId\n        runAt\n        device\n        keywordsChecked\n        keywordsCannibalised\n        health\n      }\n    }\n  }\n": types.TrackerCannibalisationDocument,
    "\n  mutation CreateTrackingInstance($input: CreateTrackingInstanceInput!, $importText: String) {\n    createTrackingInstance(input: $input, importText: $importText) {\n      id\n      ...InstanceList_instance\n      ...InstanceDetail_instance\n    }\n  }\n": types.CreateTrackingInstanceDocument,
    "\n    fragment CtrCurveNote_curve on CtrCurve {\n      source\n      sandbox\n      note\n    }\n  ": types.CtrCurveNote_CurveFragmentDoc,
    "\n  mutation DeleteTrackingInstance($id: ID!) {\n    deleteTrackingInstance(id: $id)\n  }\n": types.DeleteTrackingInstanceDocument,
    "\n  mutation UpdateTrackingInstance($id: ID!, $input: UpdateTrackingInstanceInput!) {\n    updateTrackingInstance(id: $id, input: $input) {\n      id\n      name\n      keywords\n      ...InstanceList_instance\n      ...InstanceDetail_instance\n    }\n  }\n": types.UpdateTrackingInstanceDocument,
    "\n  query EditInstanceKeywords($id: ID!) {\n    trackingInstance(id: $id) {\n      id\n      keywords\n    }\n  }\n": types.EditInstanceKeywordsDocument,
    "\n    fragment EditInstanceDialog_instance on TrackingInstance {\n      id\n      name\n      userDomain\n      userCompanyName\n      competitors {\n        domain\n        companyName\n      }\n      clientId\n      devices\n      resultCount\n      frequency\n      scheduledTime\n      timeZone\n      serpLocation\n      serpLanguage\n      serpCountry\n      serpDateRange\n      page\n      searchConsoleFlagPlaces\n    }\n  ": types.EditInstanceDialog_InstanceFragmentDoc,
    "\n    fragment InstanceDetail_instance on TrackingInstance {\n      id\n      name\n      userDomain\n      competitors {\n        domain\n      }\n      runCredits\n      lastRun\n      nextRunAt\n      frequency\n      scheduledTime\n      timeZone\n      activeJob {\n        ...UseJob_job\n      }\n      ...EditInstanceDialog_instance\n    }\n  ": types.InstanceDetail_InstanceFragmentDoc,
    "\n  query TrackingInstances {\n    trackingInstances {\n      id\n      ...InstanceList_instance\n      ...InstanceDetail_instance\n    }\n  }\n": types.TrackingInstancesDocument,
    "\n    fragment InstanceList_instance on TrackingInstance {\n      runCredits\n      id\n      name\n      keywordCount\n      # The first five and the count: the list never carries an instance's whole list (up to 10,000).\n      keywordPreview(limit: 5)\n      lastRun\n    }\n  ": types.InstanceList_InstanceFragmentDoc,
    "\n  fragment InstanceReport_report on TrackerReport {\n    lastRun\n    source\n    rankings {\n      ...RankingResultsTable_ranking\n    }\n    notFoundPage(limit: 20) {\n      total\n      ...NotFoundTable_page\n    }\n    series {\n      ...RankingChart_series\n    }\n    ...VisibilitySection_report\n  }\n": types.InstanceReport_ReportFragmentDoc,
    "\n  query PreviewKeywordImport($instanceId: ID, $text: String!) {\n    previewKeywordImport(instanceId: $instanceId, text: $text) {\n      added\n      updated\n      duplicates\n      invalid\n      keywordsAfter\n      keywordLimit\n      problem\n      sampleLines\n      lines {\n        line\n        keyword\n        tags\n        targetUrl\n        device\n        status\n        message\n      }\n    }\n  }\n": types.PreviewKeywordImportDocument,
    "\n  mutation ImportKeywords($instanceId: ID!, $text: String!) {\n    importKeywords(instanceId: $instanceId, text: $text) {\n      added\n      updated\n      skipped\n    }\n  }\n": types.ImportKeywordsDocument,
    "\n  mutation BulkEditKeywords($instanceId: ID!, $input: BulkKeywordsInput!) {\n    bulkEditKeywords(instanceId: $instanceId, input: $input)\n  }\n": types.BulkEditKeywordsDocument,
    "\n  query TrackingKeywordsMatching($instanceId: ID!, $tag: String, $search: String, $serpFeature: SerpFeature) {\n    trackingKeywords(instanceId: $instanceId, tag: $tag, search: $search, serpFeature: $serpFeature) {\n      keyword\n    }\n  }\n": types.TrackingKeywordsMatchingDocument,
    "\n  query TrackingKeywordTags($instanceId: ID!) {\n    trackingKeywordTags(instanceId: $instanceId) {\n      tag\n      keywords\n    }\n  }\n": types.TrackingKeywordTagsDocument,
    "\n  mutation UpdateTrackedKeyword($instanceId: ID!, $input: UpdateTrackedKeywordInput!) {\n    updateTrackedKeyword(instanceId: $instanceId, input: $input) {\n      keyword\n      tags\n      targetUrl\n    }\n  }\n": types.UpdateTrackedKeywordDocument,
    "\n    fragment KeywordHistoryChart_history on TrackerKeywordHistory {\n      companies {\n        companyName\n      }\n      runs {\n        runAt\n        positions {\n          position\n        }\n      }\n    }\n  ": types.KeywordHistoryChart_HistoryFragmentDoc,
    "\n  query TrackerKeywordTable($instanceId: ID!, $device: Device, $tag: String, $serpFeature: SerpFeature, $compareRunId: ID, $offset: Int, $limit: Int) {\n    trackerKeywordTable(instanceId: $instanceId, device: $device, tag: $tag, serpFeature: $serpFeature, compareRunId: $compareRunId, offset: $offset, limit: $limit) {\n      instanceId\n      ...KeywordTable_table\n    }\n  }\n": types.TrackerKeywordTableDocument,
    "\n  fragment KeywordTable_table on TrackerKeywordTable {\n    instanceId\n    totalRows\n    runAt\n    previousRunAt\n    compareRunId\n    earlierRuns {\n      runId\n      runAt\n    }\n    depth\n    runStatus\n    companies {\n      companyName\n      domain\n      own\n    }\n    searchConsole {\n      propertyId\n      from\n      to\n      flagPlaces\n      sandbox\n    }\n    rows {\n      keyword\n      device\n      tags\n      targetUrl\n      ranksWithAnotherPage\n      positionsDisagree\n      searchConsole {\n        clicks\n        impressions\n        ctr\n        position\n      }\n      volume\n      cpc\n      metricsSource\n      serpFeatures\n      positions {\n        domain\n        position\n        url\n        previousPosition\n        change\n        changeBy\n        bestPosition\n      }\n    }\n  }\n": types.KeywordTable_TableFragmentDoc,
    "\n  query TrackerKeywordHistory($instanceId: ID!, $keyword: String!, $device: Device) {\n    trackerKeywordHistory(instanceId: $instanceId, keyword: $keyword, device: $device) {\n      instanceId\n      keyword\n      companies {\n        companyName\n        domain\n        own\n      }\n      runs {\n        runId\n        runAt\n        depth\n        positions {\n          domain\n          position\n          url\n        }\n      }\n      ...KeywordHistoryChart_history\n    }\n  }\n": types.TrackerKeywordHistoryDocument,
    "\n  query SerpSnapshot($instanceId: ID!, $keyword: String!, $runId: ID) {\n    serpSnapshot(instanceId: $instanceId, keyword: $keyword, runId: $runId) {\n      runId\n      runAt\n      results {\n        position\n        url\n        title\n        type\n      }\n      features {\n        type\n        domain\n      }\n    }\n  }\n": types.SerpSnapshotDocument,
    "\n  mutation AddCompetitor($instanceId: ID!, $domain: String!) {\n    addCompetitor(instanceId: $instanceId, domain: $domain) {\n      id\n      competitors {\n        domain\n        companyName\n      }\n      activeJob {\n        ...UseJob_job\n      }\n    }\n  }\n": types.AddCompetitorDocument,
    "\n  query KeywordsBeforeRun($instanceId: ID!) {\n    trackingKeywords(instanceId: $instanceId) {\n      keyword\n      tags\n      targetUrl\n      device\n    }\n  }\n": types.KeywordsBeforeRunDocument,
    "\n  query NotFoundPage($instanceId: ID!, $offset: Int!, $limit: Int!) {\n    trackerReport(instanceId: $instanceId) {\n      instanceId\n      notFoundPage(offset: $offset, limit: $limit) {\n        ...NotFoundTable_page\n      }\n    }\n  }\n": types.NotFoundPageDocument,
    "\n    fragment RankingChart_series on RankingSeries {\n      companyName\n      domain\n      points {\n        runAt\n        averageRank\n      }\n    }\n  ": types.RankingChart_SeriesFragmentDoc,
    "\n    fragment RankingResultsTable_ranking on CompanyRanking {\n      companyName\n      domain\n      own\n      keywordsRanked\n      keywordsTotal\n      averageRank\n      lastChecked\n    }\n  ": types.RankingResultsTable_RankingFragmentDoc,
    "\n    fragment NotFoundTable_page on NotFoundPage {\n      total\n      offset\n      rows {\n        companyName\n        domain\n        keyword\n        device\n        positionsChecked\n        lastRun\n      }\n    }\n  ": types.NotFoundTable_PageFragmentDoc,
    "\n  query TrackingRunCost($keywords: Int!, $devices: Int!) {\n    trackingRunCost(keywords: $keywords, devices: $devices) {\n      keywords\n      creditsPerKeyword\n      credits\n    }\n  }\n": types.TrackingRunCostDocument,
    "\n  query TrackerSearchConsoleSeries($propertyId: ID!, $from: String) {\n    searchConsoleDailySeries(propertyId: $propertyId, from: $from) {\n      date\n      clicks\n      impressions\n    }\n  }\n": types.TrackerSearchConsoleSeriesDocument,
    "\n  query TrackerShareOfVoice($instanceId: ID!, $device: Device, $tag: String) {\n    trackerShareOfVoice(instanceId: $instanceId, device: $device, tag: $tag) {\n      keywordsWithVolume\n      keywordsTotal\n      companies {\n        companyName\n        domain\n        own\n        share\n        points {\n          runAt\n          share\n        }\n      }\n      ctrCurve {\n        ...CtrCurveNote_curve\n      }\n    }\n  }\n": types.TrackerShareOfVoiceDocument,
    "\n  query TrackerTagSummary($instanceId: ID!, $device: Device) {\n    trackerTagSummary(instanceId: $instanceId, device: $device) {\n      tag\n      companies {\n        domain\n        companyName\n        own\n        keywordsChecked\n        keywordsFound\n        averageRank\n        visibility\n      }\n    }\n  }\n": types.TrackerTagSummaryDocument,
    "\n  query TrackerScreen($id: ID!, $tableLimit: Int!) {\n    serpProvider {\n      name\n      source\n    }\n    plans {\n      id\n      ...PlanTools_plan\n    }\n    workspacePlanId\n    creditUsage {\n      ...CreditsLeft_usage\n    }\n    trackingInstance(id: $id) {\n      id\n      ...InstanceDetail_instance\n    }\n    trackerReport(instanceId: $id) {\n      instanceId\n      ...InstanceReport_report\n    }\n    trackerKeywordTable(instanceId: $id, device: null, tag: null, serpFeature: null, compareRunId: null, offset: 0, limit: $tableLimit) {\n      instanceId\n      ...KeywordTable_table\n    }\n    trackingKeywordTags(instanceId: $id) {\n      tag\n      keywords\n    }\n  }\n": types.TrackerScreenDocument,
    "\n  query TrackerSerpProvider {\n    serpProvider {\n      name\n      source\n    }\n  }\n": types.TrackerSerpProviderDocument,
    "\n  query TrackingCredits {\n    creditUsage {\n      ...CreditsLeft_usage\n    }\n  }\n": types.TrackingCreditsDocument,
    "\n  mutation RunTrackingInstance($id: ID!) {\n    runTrackingInstance(id: $id) {\n      ...UseJob_job\n    }\n  }\n": types.RunTrackingInstanceDocument,
    "\n    fragment VisibilitySection_report on TrackerReport {\n      visibility {\n        companyName\n        domain\n        own\n        score\n        change\n        points {\n          runAt\n          score\n        }\n      }\n      ctrCurve {\n        ...CtrCurveNote_curve\n      }\n    }\n  ": types.VisibilitySection_ReportFragmentDoc,
    "\n  fragment WebhookEndpointItem_endpoint on WebhookEndpoint {\n    id\n    url\n    events\n    enabled\n    failingSince\n    disabledReason\n    createdAt\n  }\n": types.WebhookEndpointItem_EndpointFragmentDoc,
    "\n  query Webhooks {\n    webhooks {\n      ...WebhookEndpointItem_endpoint\n    }\n  }\n": types.WebhooksDocument,
    "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      warning\n      endpoint {\n        ...WebhookEndpointItem_endpoint\n      }\n    }\n  }\n": types.CreateWebhookDocument,
    "\n  mutation UpdateWebhook($id: ID!, $input: UpdateWebhookInput!) {\n    updateWebhook(id: $id, input: $input) {\n      ...WebhookEndpointItem_endpoint\n    }\n  }\n": types.UpdateWebhookDocument,
    "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n": types.DeleteWebhookDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        ...WebhookEndpointItem_endpoint\n      }\n    }\n  }\n": types.RotateWebhookSecretDocument,
    "\n  fragment WebhookDeliveryRow_delivery on WebhookDelivery {\n    id\n    eventType\n    status\n    attempts\n    responseStatus\n    error\n    createdAt\n    lastAttemptAt\n    nextAttemptAt\n  }\n": types.WebhookDeliveryRow_DeliveryFragmentDoc,
    "\n  query WebhookDeliveries($webhookId: ID!) {\n    webhookDeliveries(webhookId: $webhookId, limit: 50) {\n      ...WebhookDeliveryRow_delivery\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation SendWebhookTest($id: ID!) {\n    sendWebhookTest(id: $id) {\n      ...WebhookDeliveryRow_delivery\n    }\n  }\n": types.SendWebhookTestDocument,
    "\n  mutation RedeliverWebhook($webhookId: ID!, $deliveryId: ID!) {\n    redeliverWebhook(webhookId: $webhookId, deliveryId: $deliveryId) {\n      ...WebhookDeliveryRow_delivery\n    }\n  }\n": types.RedeliverWebhookDocument,
    "\n  query ClientChoices($workspaceId: ID!) {\n    workspaceClients(workspaceId: $workspaceId) {\n      id\n      name\n    }\n  }\n": types.ClientChoicesDocument,
    "\n  fragment ClientsSection_query on Query {\n    workspaceClients(workspaceId: $workspaceId) {\n      id\n      name\n      budgets {\n        kind\n        credits\n        used\n      }\n    }\n  }\n": types.ClientsSection_QueryFragmentDoc,
    "\n  mutation CreateWorkspaceClient($workspaceId: ID!, $name: String!, $budgets: [ClientBudgetInput!]) {\n    createWorkspaceClient(workspaceId: $workspaceId, name: $name, budgets: $budgets) {\n      id\n    }\n  }\n": types.CreateWorkspaceClientDocument,
    "\n  mutation UpdateWorkspaceClient($workspaceId: ID!, $clientId: ID!, $name: String, $budgets: [ClientBudgetInput!]) {\n    updateWorkspaceClient(workspaceId: $workspaceId, clientId: $clientId, name: $name, budgets: $budgets) {\n      id\n    }\n  }\n": types.UpdateWorkspaceClientDocument,
    "\n  mutation DeleteWorkspaceClient($workspaceId: ID!, $clientId: ID!) {\n    deleteWorkspaceClient(workspaceId: $workspaceId, clientId: $clientId)\n  }\n": types.DeleteWorkspaceClientDocument,
    "\n  query RecordWorkspace($kind: RecordKind!, $id: ID!) {\n    recordWorkspace(kind: $kind, id: $id) {\n      id\n      name\n      personal\n    }\n  }\n": types.RecordWorkspaceDocument,
    "\n  query InvitationPreview($token: String!) {\n    workspaceInvitation(token: $token) {\n      workspaceName\n      role\n      email\n      invitedBy\n      expiresAt\n    }\n  }\n": types.InvitationPreviewDocument,
    "\n  mutation AcceptWorkspaceInvitation($token: String!) {\n    acceptWorkspaceInvitation(token: $token) {\n      workspaceId\n      role\n    }\n  }\n": types.AcceptWorkspaceInvitationDocument,
    "\n  mutation InviteToWorkspace($workspaceId: ID!, $email: String!, $role: WorkspaceRole!, $clientId: ID) {\n    inviteToWorkspace(workspaceId: $workspaceId, email: $email, role: $role, clientId: $clientId) {\n      id\n      email\n      role\n      url\n      expiresAt\n    }\n  }\n": types.InviteToWorkspaceDocument,
    "\n  fragment MembersList_query on Query {\n    workspaceMembers(workspaceId: $workspaceId) {\n      userId\n      email\n      role\n    }\n  }\n": types.MembersList_QueryFragmentDoc,
    "\n  mutation ChangeWorkspaceMemberRole($workspaceId: ID!, $userId: ID!, $role: WorkspaceRole!) {\n    changeWorkspaceMemberRole(workspaceId: $workspaceId, userId: $userId, role: $role) {\n      userId\n      email\n      role\n    }\n  }\n": types.ChangeWorkspaceMemberRoleDocument,
    "\n  mutation RemoveWorkspaceMember($workspaceId: ID!, $userId: ID!) {\n    removeWorkspaceMember(workspaceId: $workspaceId, userId: $userId)\n  }\n": types.RemoveWorkspaceMemberDocument,
    "\n  mutation CreateWorkspace($name: String!) {\n    createWorkspace(name: $name) {\n      id\n      name\n      role\n      personal\n    }\n  }\n": types.CreateWorkspaceDocument,
    "\n  fragment PendingInvitations_query on Query {\n    workspaceInvitations(workspaceId: $workspaceId) {\n      id\n      email\n      role\n      expiresAt\n    }\n  }\n": types.PendingInvitations_QueryFragmentDoc,
    "\n  mutation CancelWorkspaceInvitation($id: ID!) {\n    cancelWorkspaceInvitation(id: $id)\n  }\n": types.CancelWorkspaceInvitationDocument,
    "\n  query WorkspacePage($workspaceId: ID!, $manages: Boolean!) {\n    ...MembersList_query\n    ...ClientsSection_query\n    ...PendingInvitations_query @include(if: $manages)\n  }\n": types.WorkspacePageDocument,
    "\n  fragment WorkspaceSwitcher_query on Query {\n    workspaces {\n      id\n      name\n      role\n      personal\n    }\n  }\n": types.WorkspaceSwitcher_QueryFragmentDoc,
    "\n  query WorkspaceSwitcher {\n    ...WorkspaceSwitcher_query\n  }\n": types.WorkspaceSwitcherDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteHeader {\n    ...WorkspaceSwitcher_query\n    ...NotificationBell_query\n    ...UserMenu_query\n  }\n"): (typeof documents)["\n  query SiteHeader {\n    ...WorkspaceSwitcher_query\n    ...NotificationBell_query\n    ...UserMenu_query\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserMenu_query on Query {\n    apiAccess\n  }\n"): (typeof documents)["\n  fragment UserMenu_query on Query {\n    apiAccess\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserMenuApiAccess {\n    ...UserMenu_query\n  }\n"): (typeof documents)["\n  query UserMenuApiAccess {\n    ...UserMenu_query\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ...AdminUsersTable_user\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ...AdminUsersTable_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCustomer_customer on Customer {\n    id\n    name\n    company\n    position\n    logoUrl\n    testimonial\n    featured\n  }\n"): (typeof documents)["\n  fragment AdminCustomer_customer on Customer {\n    id\n    name\n    company\n    position\n    logoUrl\n    testimonial\n    featured\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCustomer($input: CustomerInput!) {\n    createCustomer(input: $input) {\n      ...AdminCustomer_customer\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCustomer($input: CustomerInput!) {\n    createCustomer(input: $input) {\n      ...AdminCustomer_customer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      ...AdminCustomer_customer\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      ...AdminCustomer_customer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomers {\n    customers {\n      ...AdminCustomer_customer\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomers {\n    customers {\n      ...AdminCustomer_customer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCustomer($id: ID!) {\n    deleteCustomer(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCustomer($id: ID!) {\n    deleteCustomer(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMaintenance {\n    maintenance\n  }\n"): (typeof documents)["\n  query AdminMaintenance {\n    maintenance\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMaintenance($enabled: Boolean!) {\n    setMaintenance(enabled: $enabled)\n  }\n"): (typeof documents)["\n  mutation SetMaintenance($enabled: Boolean!) {\n    setMaintenance(enabled: $enabled)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCreditUsage_usage on CreditUsage {\n    kind\n    used\n    limit\n    remaining\n    periodEnd\n  }\n"): (typeof documents)["\n  fragment AdminCreditUsage_usage on CreditUsage {\n    kind\n    used\n    limit\n    remaining\n    periodEnd\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GrantCredits($userId: ID!, $kind: CreditKind!, $amount: Int!, $reason: String!) {\n    grantCredits(userId: $userId, kind: $kind, amount: $amount, reason: $reason) {\n      ...AdminCreditUsage_usage\n    }\n  }\n"): (typeof documents)["\n  mutation GrantCredits($userId: ID!, $kind: CreditKind!, $amount: Int!, $reason: String!) {\n    grantCredits(userId: $userId, kind: $kind, amount: $amount, reason: $reason) {\n      ...AdminCreditUsage_usage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdvanceSandboxBillingPeriod($userId: ID!, $paymentFails: Boolean!) {\n    advanceSandboxBillingPeriod(userId: $userId, paymentFails: $paymentFails) {\n      planId\n      status\n      currentPeriodEnd\n    }\n  }\n"): (typeof documents)["\n  mutation AdvanceSandboxBillingPeriod($userId: ID!, $paymentFails: Boolean!) {\n    advanceSandboxBillingPeriod(userId: $userId, paymentFails: $paymentFails) {\n      planId\n      status\n      currentPeriodEnd\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingProvider {\n    billingSubscription {\n      provider\n    }\n  }\n"): (typeof documents)["\n  query BillingProvider {\n    billingSubscription {\n      provider\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUsersTable_user on User {\n    id\n    fullName\n    email\n    role\n    planId\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AdminUsersTable_user on User {\n    id\n    fullName\n    email\n    role\n    planId\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers {\n    users {\n      ...AdminUsersTable_user\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers {\n    users {\n      ...AdminUsersTable_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserRole($id: ID!, $role: UserRole!) {\n    setUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserRole($id: ID!, $role: UserRole!) {\n    setUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminWorkspacesCard_workspace on AdminWorkspace {\n    id\n    name\n    personal\n    ownerEmail\n    planName\n    members {\n      total\n      owners\n      admins\n      members\n      clients\n    }\n    usage {\n      kind\n      used\n    }\n  }\n"): (typeof documents)["\n  fragment AdminWorkspacesCard_workspace on AdminWorkspace {\n    id\n    name\n    personal\n    ownerEmail\n    planName\n    members {\n      total\n      owners\n      admins\n      members\n      clients\n    }\n    usage {\n      kind\n      used\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWorkspaces($search: String, $page: Int) {\n    adminWorkspaces(search: $search, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...AdminWorkspacesCard_workspace\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminWorkspaces($search: String, $page: Int) {\n    adminWorkspaces(search: $search, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...AdminWorkspacesCard_workspace\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AiVisibilityProjects {\n    aiVisibilityProjects {\n      id\n      name\n      clientId\n      surfaces\n      createdAt\n      brand {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AiVisibilityProjects {\n    aiVisibilityProjects {\n      id\n      name\n      clientId\n      surfaces\n      createdAt\n      brand {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AiVisibilityProject($id: ID!) {\n    aiVisibilityProject(id: $id) {\n      id\n      name\n      clientId\n      surfaces\n      samples\n      country\n      language\n      brand {\n        name\n        aliases\n        domains\n      }\n      competitors {\n        name\n        aliases\n        domains\n      }\n      prompts {\n        text\n        tags\n      }\n      schedule {\n        frequency\n        weekday\n        hour\n        timeZone\n      }\n      nextRunAt\n    }\n    aiVisibilityRuns(projectId: $id, limit: 60) {\n      id\n      jobId\n      status\n      source\n      createdAt\n      samplesPlanned\n      samplesChecked\n      samplesFailed\n      vendorCalls\n      error\n      answersKept\n    }\n  }\n"): (typeof documents)["\n  query AiVisibilityProject($id: ID!) {\n    aiVisibilityProject(id: $id) {\n      id\n      name\n      clientId\n      surfaces\n      samples\n      country\n      language\n      brand {\n        name\n        aliases\n        domains\n      }\n      competitors {\n        name\n        aliases\n        domains\n      }\n      prompts {\n        text\n        tags\n      }\n      schedule {\n        frequency\n        weekday\n        hour\n        timeZone\n      }\n      nextRunAt\n    }\n    aiVisibilityRuns(projectId: $id, limit: 60) {\n      id\n      jobId\n      status\n      source\n      createdAt\n      samplesPlanned\n      samplesChecked\n      samplesFailed\n      vendorCalls\n      error\n      answersKept\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AiVisibilityRunCost($projectId: ID!) {\n    aiVisibilityRunCost(projectId: $projectId) {\n      samples\n      fromTrackerPages\n      creditsLeft\n      short\n    }\n  }\n"): (typeof documents)["\n  query AiVisibilityRunCost($projectId: ID!) {\n    aiVisibilityRunCost(projectId: $projectId) {\n      samples\n      fromTrackerPages\n      creditsLeft\n      short\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AiVisibilitySummary($projectId: ID!, $runId: ID, $surface: String, $prompt: String, $tag: String) {\n    aiVisibilitySummary(projectId: $projectId, runId: $runId, surface: $surface, prompt: $prompt, tag: $tag) {\n      runId\n      surface\n      source\n      checked\n      answersKept\n      notice\n      brands {\n        name\n        shareOfVoice\n        averagePosition\n        mentionRate {\n          value\n          low\n          high\n          n\n        }\n        citationRate {\n          value\n          low\n          high\n          n\n        }\n        mentionChange {\n          changed\n          pValue\n          previousValue\n        }\n      }\n      topDomains {\n        key\n        brand\n        answers\n      }\n      opportunities {\n        domain\n        answers\n      }\n    }\n  }\n"): (typeof documents)["\n  query AiVisibilitySummary($projectId: ID!, $runId: ID, $surface: String, $prompt: String, $tag: String) {\n    aiVisibilitySummary(projectId: $projectId, runId: $runId, surface: $surface, prompt: $prompt, tag: $tag) {\n      runId\n      surface\n      source\n      checked\n      answersKept\n      notice\n      brands {\n        name\n        shareOfVoice\n        averagePosition\n        mentionRate {\n          value\n          low\n          high\n          n\n        }\n        citationRate {\n          value\n          low\n          high\n          n\n        }\n        mentionChange {\n          changed\n          pValue\n          previousValue\n        }\n      }\n      topDomains {\n        key\n        brand\n        answers\n      }\n      opportunities {\n        domain\n        answers\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AiVisibilityAnswers($projectId: ID!, $runId: ID, $prompt: String, $surface: String, $limit: Int) {\n    aiVisibilityAnswers(projectId: $projectId, runId: $runId, prompt: $prompt, surface: $surface, limit: $limit) {\n      runId\n      prompt\n      surface\n      sample\n      status\n      present\n      text\n      error\n      source\n      model\n      observedVia\n      observedFrom\n      mentions {\n        brand\n        position\n      }\n      citations {\n        url\n        domain\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query AiVisibilityAnswers($projectId: ID!, $runId: ID, $prompt: String, $surface: String, $limit: Int) {\n    aiVisibilityAnswers(projectId: $projectId, runId: $runId, prompt: $prompt, surface: $surface, limit: $limit) {\n      runId\n      prompt\n      surface\n      sample\n      status\n      present\n      text\n      error\n      source\n      model\n      observedVia\n      observedFrom\n      mentions {\n        brand\n        position\n      }\n      citations {\n        url\n        domain\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAiVisibilityProject($input: AiVisibilityProjectInput!) {\n    createAiVisibilityProject(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAiVisibilityProject($input: AiVisibilityProjectInput!) {\n    createAiVisibilityProject(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAiVisibilityProject($id: ID!, $input: AiVisibilityProjectInput!) {\n    updateAiVisibilityProject(id: $id, input: $input) {\n      project {\n        id\n        name\n        surfaces\n        samples\n        country\n        language\n        brand {\n          name\n          aliases\n          domains\n        }\n        competitors {\n          name\n          aliases\n          domains\n        }\n        prompts {\n          text\n          tags\n        }\n        schedule {\n          frequency\n          weekday\n          hour\n          timeZone\n        }\n        nextRunAt\n      }\n      reextractionJobId\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAiVisibilityProject($id: ID!, $input: AiVisibilityProjectInput!) {\n    updateAiVisibilityProject(id: $id, input: $input) {\n      project {\n        id\n        name\n        surfaces\n        samples\n        country\n        language\n        brand {\n          name\n          aliases\n          domains\n        }\n        competitors {\n          name\n          aliases\n          domains\n        }\n        prompts {\n          text\n          tags\n        }\n        schedule {\n          frequency\n          weekday\n          hour\n          timeZone\n        }\n        nextRunAt\n      }\n      reextractionJobId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddAiVisibilityCompetitor($projectId: ID!, $input: AiBrandInput!) {\n    addAiVisibilityCompetitor(projectId: $projectId, input: $input) {\n      project {\n        id\n        competitors {\n          name\n          aliases\n          domains\n        }\n      }\n      reextractionJobId\n    }\n  }\n"): (typeof documents)["\n  mutation AddAiVisibilityCompetitor($projectId: ID!, $input: AiBrandInput!) {\n    addAiVisibilityCompetitor(projectId: $projectId, input: $input) {\n      project {\n        id\n        competitors {\n          name\n          aliases\n          domains\n        }\n      }\n      reextractionJobId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAiVisibilityProject($id: ID!) {\n    deleteAiVisibilityProject(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteAiVisibilityProject($id: ID!) {\n    deleteAiVisibilityProject(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartAiVisibilityRun($projectId: ID!) {\n    startAiVisibilityRun(projectId: $projectId) {\n      runId\n      jobId\n    }\n  }\n"): (typeof documents)["\n  mutation StartAiVisibilityRun($projectId: ID!) {\n    startAiVisibilityRun(projectId: $projectId) {\n      runId\n      jobId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewAiVisibilityPromptImport($projectId: ID, $text: String!) {\n    previewAiVisibilityPromptImport(projectId: $projectId, text: $text) {\n      added\n      duplicates\n      invalid\n      promptsAfter\n      promptLimit\n      problem\n      sampleLines\n      lines {\n        line\n        prompt\n        tags\n        status\n        message\n      }\n      prompts {\n        text\n        tags\n      }\n    }\n  }\n"): (typeof documents)["\n  query PreviewAiVisibilityPromptImport($projectId: ID, $text: String!) {\n    previewAiVisibilityPromptImport(projectId: $projectId, text: $text) {\n      added\n      duplicates\n      invalid\n      promptsAfter\n      promptLimit\n      problem\n      sampleLines\n      lines {\n        line\n        prompt\n        tags\n        status\n        message\n      }\n      prompts {\n        text\n        tags\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportAiVisibilityPrompts($projectId: ID!, $text: String!) {\n    importAiVisibilityPrompts(projectId: $projectId, text: $text) {\n      added\n      skipped\n      prompts\n    }\n  }\n"): (typeof documents)["\n  mutation ImportAiVisibilityPrompts($projectId: ID!, $text: String!) {\n    importAiVisibilityPrompts(projectId: $projectId, text: $text) {\n      added\n      skipped\n      prompts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromptSuggestionInstances {\n    trackingInstances {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query PromptSuggestionInstances {\n    trackingInstances {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuggestAiVisibilityPrompts($projectId: ID!, $instanceId: ID!, $count: Int) {\n    suggestAiVisibilityPrompts(projectId: $projectId, instanceId: $instanceId, count: $count) {\n      source\n      writer\n      keywords\n      suggestions {\n        text\n        keyword\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SuggestAiVisibilityPrompts($projectId: ID!, $instanceId: ID!, $count: Int) {\n    suggestAiVisibilityPrompts(projectId: $projectId, instanceId: $instanceId, count: $count) {\n      source\n      writer\n      keywords\n      suggestions {\n        text\n        keyword\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AiVisibilityLastRun($projectId: ID!) {\n    aiVisibilityRuns(projectId: $projectId, limit: 1) {\n      id\n      status\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AiVisibilityLastRun($projectId: ID!) {\n    aiVisibilityRuns(projectId: $projectId, limit: 1) {\n      id\n      status\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AiVisibilitySeries($projectId: ID!, $surface: String, $limit: Int) {\n    aiVisibilitySeries(projectId: $projectId, surface: $surface, limit: $limit) {\n      runId\n      brands {\n        name\n        mentionRate {\n          value\n          low\n          high\n          n\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AiVisibilitySeries($projectId: ID!, $surface: String, $limit: Int) {\n    aiVisibilitySeries(projectId: $projectId, surface: $surface, limit: $limit) {\n      runId\n      brands {\n        name\n        mentionRate {\n          value\n          low\n          high\n          n\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleEditor($id: ID!) {\n    article(id: $id) {\n      id\n      keyword\n      title\n      metaDescription\n      body\n      contentScore\n      scoreTarget\n      scoreHistory\n      briefId\n    }\n  }\n"): (typeof documents)["\n  query ArticleEditor($id: ID!) {\n    article(id: $id) {\n      id\n      keyword\n      title\n      metaDescription\n      body\n      contentScore\n      scoreTarget\n      scoreHistory\n      briefId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleDraftScore($id: ID!, $input: ArticleDraftScoreInput!) {\n    articleScore(id: $id, input: $input) {\n      target\n      goal\n      score {\n        score\n        wordCount\n        parts {\n          name\n          points\n          maxPoints\n          advice\n        }\n        terms {\n          term\n          min\n          max\n          count\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ArticleDraftScore($id: ID!, $input: ArticleDraftScoreInput!) {\n    articleScore(id: $id, input: $input) {\n      target\n      goal\n      score {\n        score\n        wordCount\n        parts {\n          name\n          points\n          maxPoints\n          advice\n        }\n        terms {\n          term\n          min\n          max\n          count\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateArticle($id: ID!, $input: UpdateArticleInput!) {\n    updateArticle(id: $id, input: $input) {\n      id\n      title\n      metaDescription\n      text\n      body\n      wordCount\n      contentScore\n      scoreTarget\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateArticle($id: ID!, $input: UpdateArticleInput!) {\n    updateArticle(id: $id, input: $input) {\n      id\n      title\n      metaDescription\n      text\n      body\n      wordCount\n      contentScore\n      scoreTarget\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedArticle_article on Article {\n    id\n    keyword\n    text\n    createdAt\n    contentScore\n    scoreHistory\n    keywordStat {\n      keyword\n      volume\n      cpc {\n        value\n      }\n      competition\n    }\n  }\n"): (typeof documents)["\n  fragment SavedArticle_article on Article {\n    id\n    keyword\n    text\n    createdAt\n    contentScore\n    scoreHistory\n    keywordStat {\n      keyword\n      volume\n      cpc {\n        value\n      }\n      competition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedArticles {\n    articles {\n      ...SavedArticle_article\n    }\n  }\n"): (typeof documents)["\n  query SavedArticles {\n    articles {\n      ...SavedArticle_article\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSavedArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSavedArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment BacklinkTable_backlink on Backlink {\n      anchorText\n      domainSource\n      domainTarget\n      urlSource\n      urlTarget\n    }\n  "): (typeof documents)["\n    fragment BacklinkTable_backlink on Backlink {\n      anchorText\n      domainSource\n      domainTarget\n      urlSource\n      urlTarget\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LookupBacklinks($target: String!, $num: Int, $unique: Boolean) {\n    lookupBacklinks(target: $target, num: $num, unique: $unique) {\n      source\n      provider\n      target\n      unique\n      backlinks {\n        ...BacklinkTable_backlink\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LookupBacklinks($target: String!, $num: Int, $unique: Boolean) {\n    lookupBacklinks(target: $target, num: $num, unique: $unique) {\n      source\n      provider\n      target\n      unique\n      backlinks {\n        ...BacklinkTable_backlink\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCheckout($planId: Int!) {\n    createCheckout(planId: $planId) {\n      sessionId\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCheckout($planId: Int!) {\n    createCheckout(planId: $planId) {\n      sessionId\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePlan($planId: Int!) {\n    changePlan(planId: $planId) {\n      id\n      planId\n      pendingPlanId\n      subscriptionTier\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePlan($planId: Int!) {\n    changePlan(planId: $planId) {\n      id\n      planId\n      pendingPlanId\n      subscriptionTier\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SandboxCheckout($sessionId: String!) {\n    sandboxCheckout(sessionId: $sessionId) {\n      id\n      planId\n      trialDays\n      completed\n      expired\n      provider\n    }\n  }\n"): (typeof documents)["\n  query SandboxCheckout($sessionId: String!) {\n    sandboxCheckout(sessionId: $sessionId) {\n      id\n      planId\n      trialDays\n      completed\n      expired\n      provider\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteSandboxCheckout($sessionId: String!) {\n    completeSandboxCheckout(sessionId: $sessionId) {\n      planId\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteSandboxCheckout($sessionId: String!) {\n    completeSandboxCheckout(sessionId: $sessionId) {\n      planId\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingSubscription {\n    billingSubscription {\n      provider\n      planId\n      pendingPlanId\n      status\n      cancelAtPeriodEnd\n      currentPeriodEnd\n      trialEnd\n      nextInvoiceAt\n      nextInvoiceAmount\n      notice\n    }\n  }\n"): (typeof documents)["\n  query BillingSubscription {\n    billingSubscription {\n      provider\n      planId\n      pendingPlanId\n      status\n      cancelAtPeriodEnd\n      currentPeriodEnd\n      trialEnd\n      nextInvoiceAt\n      nextInvoiceAmount\n      notice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissBillingNotice {\n    dismissBillingNotice {\n      notice\n    }\n  }\n"): (typeof documents)["\n  mutation DismissBillingNotice {\n    dismissBillingNotice {\n      notice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SubscriptionUpdated {\n    subscriptionUpdated {\n      planId\n      status\n    }\n  }\n"): (typeof documents)["\n  subscription SubscriptionUpdated {\n    subscriptionUpdated {\n      planId\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingCreditUsage {\n    creditUsage {\n      kind\n      used\n      limit\n      remaining\n      periodStart\n      periodEnd\n    }\n  }\n"): (typeof documents)["\n  query BillingCreditUsage {\n    creditUsage {\n      kind\n      used\n      limit\n      remaining\n      periodStart\n      periodEnd\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingInvoices {\n    billingInvoices {\n      id\n      number\n      createdAt\n      amount\n      currency\n      status\n      url\n    }\n  }\n"): (typeof documents)["\n  query BillingInvoices {\n    billingInvoices {\n      id\n      number\n      createdAt\n      amount\n      currency\n      status\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SandboxInvoice($id: ID!) {\n    sandboxInvoice(id: $id) {\n      id\n      number\n      createdAt\n      amount\n      currency\n      status\n      planId\n      periodStart\n      periodEnd\n      provider\n    }\n  }\n"): (typeof documents)["\n  query SandboxInvoice($id: ID!) {\n    sandboxInvoice(id: $id) {\n      id\n      number\n      createdAt\n      amount\n      currency\n      status\n      planId\n      periodStart\n      periodEnd\n      provider\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartContentBrief($input: StartContentBriefInput!) {\n    startContentBrief(input: $input) {\n      id\n      jobId\n      status\n      cached\n    }\n  }\n"): (typeof documents)["\n  mutation StartContentBrief($input: StartContentBriefInput!) {\n    startContentBrief(input: $input) {\n      id\n      jobId\n      status\n      cached\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentBrief($id: ID!) {\n    contentBrief(id: $id) {\n      id\n      jobId\n      status\n      error\n      keyword\n      ...ContentBriefView_brief\n    }\n  }\n"): (typeof documents)["\n  query ContentBrief($id: ID!) {\n    contentBrief(id: $id) {\n      id\n      jobId\n      status\n      error\n      keyword\n      ...ContentBriefView_brief\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentBriefs {\n    contentBriefs {\n      id\n      jobId\n      keyword\n      country\n      status\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query ContentBriefs {\n    contentBriefs {\n      id\n      jobId\n      keyword\n      country\n      status\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContentBriefView_brief on ContentBriefOutput {\n    keyword\n    country\n    language\n    source\n    serpSnapshotAt\n    wordCount {\n      min\n      max\n    }\n    headingCount {\n      min\n      max\n    }\n    competitorMedian\n    terms {\n      term\n      min\n      max\n      pages\n    }\n    headings {\n      text\n      level\n      pages\n    }\n    questions\n    competitors {\n      position\n      url\n      domain\n      title\n      h1\n      h2\n      wordCount\n      score\n      status\n      error\n    }\n  }\n"): (typeof documents)["\n  fragment ContentBriefView_brief on ContentBriefOutput {\n    keyword\n    country\n    language\n    source\n    serpSnapshotAt\n    wordCount {\n      min\n      max\n    }\n    headingCount {\n      min\n      max\n    }\n    competitorMedian\n    terms {\n      term\n      min\n      max\n      pages\n    }\n    headings {\n      text\n      level\n      pages\n    }\n    questions\n    competitors {\n      position\n      url\n      domain\n      title\n      h1\n      h2\n      wordCount\n      score\n      status\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateArticles($input: GenerateArticlesInput!) {\n    generateArticles(input: $input) {\n      ...UseJob_job\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateArticles($input: GenerateArticlesInput!) {\n    generateArticles(input: $input) {\n      ...UseJob_job\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ArticleText($jobId: ID!) {\n    articleText(jobId: $jobId) {\n      jobId\n      keyword\n      index\n      seq\n      reset\n      text\n      section\n      articleId\n    }\n  }\n"): (typeof documents)["\n  subscription ArticleText($jobId: ID!) {\n    articleText(jobId: $jobId) {\n      jobId\n      keyword\n      index\n      seq\n      reset\n      text\n      section\n      articleId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobArticles($jobId: ID!) {\n    jobArticles(jobId: $jobId) {\n      ...SavedArticle_article\n    }\n  }\n"): (typeof documents)["\n  query JobArticles($jobId: ID!) {\n    jobArticles(jobId: $jobId) {\n      ...SavedArticle_article\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GeneratorKeywordList_list on KeywordList {\n    source\n    provider\n    keywords {\n      keyword\n      volume\n      cpc {\n        value\n      }\n      competition\n    }\n  }\n"): (typeof documents)["\n  fragment GeneratorKeywordList_list on KeywordList {\n    source\n    provider\n    keywords {\n      keyword\n      volume\n      cpc {\n        value\n      }\n      competition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GeneratorSuggestKeyword($description: String!) {\n    suggestKeyword(description: $description)\n  }\n"): (typeof documents)["\n  mutation GeneratorSuggestKeyword($description: String!) {\n    suggestKeyword(description: $description)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GeneratorPasfKeywords($keyword: String!, $num: Int) {\n    lookupPasfKeywords(keyword: $keyword, num: $num) {\n      ...GeneratorKeywordList_list\n    }\n  }\n"): (typeof documents)["\n  mutation GeneratorPasfKeywords($keyword: String!, $num: Int) {\n    lookupPasfKeywords(keyword: $keyword, num: $num) {\n      ...GeneratorKeywordList_list\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GeneratorRelatedKeywords($keyword: String!, $num: Int) {\n    lookupRelatedKeywords(keyword: $keyword, num: $num) {\n      ...GeneratorKeywordList_list\n    }\n  }\n"): (typeof documents)["\n  mutation GeneratorRelatedKeywords($keyword: String!, $num: Int) {\n    lookupRelatedKeywords(keyword: $keyword, num: $num) {\n      ...GeneratorKeywordList_list\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GeneratorDomainKeywords($domain: String!, $num: Int) {\n    lookupDomainKeywords(domain: $domain, num: $num) {\n      ...GeneratorKeywordList_list\n    }\n  }\n"): (typeof documents)["\n  mutation GeneratorDomainKeywords($domain: String!, $num: Int) {\n    lookupDomainKeywords(domain: $domain, num: $num) {\n      ...GeneratorKeywordList_list\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GeneratorPlans {\n    plans {\n      id\n      name\n      keywordsPerGeneration\n    }\n    workspacePlanId\n  }\n"): (typeof documents)["\n  query GeneratorPlans {\n    plans {\n      id\n      name\n      keywordsPerGeneration\n    }\n    workspacePlanId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GeneratorWriterProvider {\n    writerProvider {\n      name\n      model\n      source\n    }\n  }\n"): (typeof documents)["\n  query GeneratorWriterProvider {\n    writerProvider {\n      name\n      model\n      source\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CreditsLeft_usage on CreditUsage {\n    kind\n    used\n    limit\n    remaining\n    periodEnd\n  }\n"): (typeof documents)["\n  fragment CreditsLeft_usage on CreditUsage {\n    kind\n    used\n    limit\n    remaining\n    periodEnd\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreditUsage {\n    creditUsage {\n      ...CreditsLeft_usage\n    }\n  }\n"): (typeof documents)["\n  query CreditUsage {\n    creditUsage {\n      ...CreditsLeft_usage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardEmailMode {\n    emailOutbox(limit: 1) {\n      sandbox\n    }\n  }\n"): (typeof documents)["\n  query DashboardEmailMode {\n    emailOutbox(limit: 1) {\n      sandbox\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiTokenList_token on ApiToken {\n    id\n    name\n    role\n    createdAt\n    lastUsedAt\n  }\n"): (typeof documents)["\n  fragment ApiTokenList_token on ApiToken {\n    id\n    name\n    role\n    createdAt\n    lastUsedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiTokens {\n    apiAccess\n    apiTokens {\n      ...ApiTokenList_token\n    }\n  }\n"): (typeof documents)["\n  query ApiTokens {\n    apiAccess\n    apiTokens {\n      ...ApiTokenList_token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($name: String!, $role: ApiTokenRole) {\n    createApiToken(name: $name, role: $role) {\n      secret\n      token {\n        ...ApiTokenList_token\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($name: String!, $role: ApiTokenRole) {\n    createApiToken(name: $name, role: $role) {\n      secret\n      token {\n        ...ApiTokenList_token\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LookupDomainTraffic($domains: [String!]!, $country: String) {\n    lookupDomainTraffic(domains: $domains, country: $country) {\n      source\n      provider\n      country\n      domains {\n        domain\n        estimatedMonthlyTraffic\n        totalRankingKeywords\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LookupDomainTraffic($domains: [String!]!, $country: String) {\n    lookupDomainTraffic(domains: $domains, country: $country) {\n      source\n      provider\n      country\n      domains {\n        domain\n        estimatedMonthlyTraffic\n        totalRankingKeywords\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UseJob_job on Job {\n    id\n    kind\n    status\n    progress {\n      done\n      total\n      message\n      item\n    }\n    error\n  }\n"): (typeof documents)["\n  fragment UseJob_job on Job {\n    id\n    kind\n    status\n    progress {\n      done\n      total\n      message\n      item\n    }\n    error\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Job($id: ID!) {\n    job(id: $id) {\n      ...UseJob_job\n    }\n  }\n"): (typeof documents)["\n  query Job($id: ID!) {\n    job(id: $id) {\n      ...UseJob_job\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription JobUpdated($jobId: ID!) {\n    jobUpdated(jobId: $jobId) {\n      ...UseJob_job\n    }\n  }\n"): (typeof documents)["\n  subscription JobUpdated($jobId: ID!) {\n    jobUpdated(jobId: $jobId) {\n      ...UseJob_job\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelJob($id: ID!) {\n    cancelJob(id: $id) {\n      ...UseJob_job\n    }\n  }\n"): (typeof documents)["\n  mutation CancelJob($id: ID!) {\n    cancelJob(id: $id) {\n      ...UseJob_job\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeaturedCustomers {\n    customers(featured: true) {\n      id\n      name\n      company\n      position\n      testimonial\n    }\n  }\n"): (typeof documents)["\n  query FeaturedCustomers {\n    customers(featured: true) {\n      id\n      name\n      company\n      position\n      testimonial\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MaintenanceStatus {\n    maintenance\n  }\n"): (typeof documents)["\n  query MaintenanceStatus {\n    maintenance\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AlertRules($instanceId: ID!) {\n    alertKinds {\n      kind\n      label\n      needsThreshold\n      subject\n      defaultThreshold\n      needsSearchConsole\n    }\n    alertRulesSearchConsoleLinked(instanceId: $instanceId)\n    trackingInstance(id: $instanceId) {\n      id\n      searchConsoleFlagPlaces\n    }\n    alertRules(instanceId: $instanceId) {\n      id\n      kind\n      threshold\n      tag\n      inbox\n      email\n      description\n    }\n    instanceDigest(instanceId: $instanceId)\n  }\n"): (typeof documents)["\n  query AlertRules($instanceId: ID!) {\n    alertKinds {\n      kind\n      label\n      needsThreshold\n      subject\n      defaultThreshold\n      needsSearchConsole\n    }\n    alertRulesSearchConsoleLinked(instanceId: $instanceId)\n    trackingInstance(id: $instanceId) {\n      id\n      searchConsoleFlagPlaces\n    }\n    alertRules(instanceId: $instanceId) {\n      id\n      kind\n      threshold\n      tag\n      inbox\n      email\n      description\n    }\n    instanceDigest(instanceId: $instanceId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationBell_query on Query {\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  fragment NotificationBell_query on Query {\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotificationCount {\n    ...NotificationBell_query\n  }\n"): (typeof documents)["\n  query UnreadNotificationCount {\n    ...NotificationBell_query\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications {\n    notifications(limit: 100) {\n      unreadCount\n      items {\n        id\n        ...NotificationItem_notification\n      }\n    }\n    emailOutbox(limit: 1) {\n      sandbox\n    }\n  }\n"): (typeof documents)["\n  query Notifications {\n    notifications(limit: 100) {\n      unreadCount\n      items {\n        id\n        ...NotificationItem_notification\n      }\n    }\n    emailOutbox(limit: 1) {\n      sandbox\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      readAt\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      readAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetInstanceDigest($input: SetInstanceDigestInput!) {\n    setInstanceDigest(input: $input)\n  }\n"): (typeof documents)["\n  mutation SetInstanceDigest($input: SetInstanceDigestInput!) {\n    setInstanceDigest(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AiVisibilityAlertRules($projectId: ID!) {\n    alertKinds {\n      kind\n      label\n      subject\n    }\n    aiVisibilityAlertRules(projectId: $projectId) {\n      id\n      kind\n      surface\n      inbox\n      email\n      description\n    }\n  }\n"): (typeof documents)["\n  query AiVisibilityAlertRules($projectId: ID!) {\n    alertKinds {\n      kind\n      label\n      subject\n    }\n    aiVisibilityAlertRules(projectId: $projectId) {\n      id\n      kind\n      surface\n      inbox\n      email\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAlertRule($input: CreateAlertRuleInput!) {\n    createAlertRule(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAlertRule($input: CreateAlertRuleInput!) {\n    createAlertRule(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAlertRule($id: ID!) {\n    deleteAlertRule(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteAlertRule($id: ID!) {\n    deleteAlertRule(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SandboxOutbox {\n    emailOutbox(limit: 50) {\n      sandbox\n      emails {\n        id\n        createdAt\n        kind\n        to\n        subject\n        text\n      }\n    }\n  }\n"): (typeof documents)["\n  query SandboxOutbox {\n    emailOutbox(limit: 50) {\n      sandbox\n      emails {\n        id\n        createdAt\n        kind\n        to\n        subject\n        text\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DigestPreview($instanceId: ID!) {\n    digestPreview(instanceId: $instanceId) {\n      ...DigestPreviewFields\n    }\n  }\n"): (typeof documents)["\n  query DigestPreview($instanceId: ID!) {\n    digestPreview(instanceId: $instanceId) {\n      ...DigestPreviewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DigestPreviewFields on DigestPreview {\n    frequency\n    periodStart\n    periodEnd\n    nextScheduledAt\n    recipients\n    subject\n    html\n  }\n"): (typeof documents)["\n  fragment DigestPreviewFields on DigestPreview {\n    frequency\n    periodStart\n    periodEnd\n    nextScheduledAt\n    recipients\n    subject\n    html\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendDigestNow($instanceId: ID!) {\n    sendDigestNow(instanceId: $instanceId) {\n      ...DigestPreviewFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendDigestNow($instanceId: ID!) {\n    sendDigestNow(instanceId: $instanceId) {\n      ...DigestPreviewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment NotificationItem_notification on Notification {\n      id\n      instanceId\n      projectId\n      keyword\n      device\n      kind\n      title\n      readAt\n      createdAt\n    }\n  "): (typeof documents)["\n    fragment NotificationItem_notification on Notification {\n      id\n      instanceId\n      projectId\n      keyword\n      device\n      kind\n      title\n      readAt\n      createdAt\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Plans {\n    plans {\n      id\n      name\n      pricePerMonth\n      description\n      features\n      limitations\n      mostPopular\n      trialDays\n    }\n  }\n"): (typeof documents)["\n  query Plans {\n    plans {\n      id\n      name\n      pricePerMonth\n      description\n      features\n      limitations\n      mostPopular\n      trialDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportFields on ReportOutput {\n    id\n    name\n    client\n    clientId\n    paperSize\n    brandKitId\n    coverPage\n    builtAt\n    createdAt\n    range {\n      preset\n      from\n      to\n      timeZone\n    }\n    sections {\n      kind\n      instanceId\n      domain\n      savedAnalysisId\n      text\n      projectId\n    }\n    recipients\n    schedule {\n      frequency\n      day\n      time\n      timeZone\n      nextDeliveryAt\n      pausedReason\n    }\n  }\n"): (typeof documents)["\n  fragment ReportFields on ReportOutput {\n    id\n    name\n    client\n    clientId\n    paperSize\n    brandKitId\n    coverPage\n    builtAt\n    createdAt\n    range {\n      preset\n      from\n      to\n      timeZone\n    }\n    sections {\n      kind\n      instanceId\n      domain\n      savedAnalysisId\n      text\n      projectId\n    }\n    recipients\n    schedule {\n      frequency\n      day\n      time\n      timeZone\n      nextDeliveryAt\n      pausedReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Reports {\n    reports {\n      ...ReportFields\n    }\n  }\n"): (typeof documents)["\n  query Reports {\n    reports {\n      ...ReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Report($id: ID!) {\n    report(id: $id) {\n      ...ReportFields\n    }\n  }\n"): (typeof documents)["\n  query Report($id: ID!) {\n    report(id: $id) {\n      ...ReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportHtml($id: ID!) {\n    reportHtml(id: $id)\n  }\n"): (typeof documents)["\n  query ReportHtml($id: ID!) {\n    reportHtml(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportSubjects {\n    trackingInstances {\n      id\n      name\n    }\n    aiVisibilityProjects {\n      id\n      name\n    }\n    savedSerpAnalyses {\n      id\n      query\n      description\n    }\n  }\n"): (typeof documents)["\n  query ReportSubjects {\n    trackingInstances {\n      id\n      name\n    }\n    aiVisibilityProjects {\n      id\n      name\n    }\n    savedSerpAnalyses {\n      id\n      query\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReport($input: ReportInput!) {\n    createReport(input: $input) {\n      ...ReportFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateReport($input: ReportInput!) {\n    createReport(input: $input) {\n      ...ReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReport($id: ID!, $input: ReportInput!) {\n    updateReport(id: $id, input: $input) {\n      ...ReportFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateReport($id: ID!, $input: ReportInput!) {\n    updateReport(id: $id, input: $input) {\n      ...ReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshReport($id: ID!) {\n    refreshReport(id: $id) {\n      ...ReportFields\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshReport($id: ID!) {\n    refreshReport(id: $id) {\n      ...ReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenderReportPdf($id: ID!) {\n    renderReportPdf(id: $id) {\n      ready\n      job {\n        ...UseJob_job\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RenderReportPdf($id: ID!) {\n    renderReportPdf(id: $id) {\n      ready\n      job {\n        ...UseJob_job\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReport($id: ID!) {\n    deleteReport(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteReport($id: ID!) {\n    deleteReport(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShareLinkFields on ShareLinkOutput {\n    id\n    createdAt\n    expiresAt\n    revokedAt\n    openCount\n    lastOpenedAt\n  }\n"): (typeof documents)["\n  fragment ShareLinkFields on ShareLinkOutput {\n    id\n    createdAt\n    expiresAt\n    revokedAt\n    openCount\n    lastOpenedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportShareLinks($reportId: ID!) {\n    reportShareLinks(reportId: $reportId) {\n      ...ShareLinkFields\n    }\n  }\n"): (typeof documents)["\n  query ReportShareLinks($reportId: ID!) {\n    reportShareLinks(reportId: $reportId) {\n      ...ShareLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportShareLinkOpens($reportId: ID!, $linkId: ID!) {\n    reportShareLinkOpens(reportId: $reportId, linkId: $linkId)\n  }\n"): (typeof documents)["\n  query ReportShareLinkOpens($reportId: ID!, $linkId: ID!) {\n    reportShareLinkOpens(reportId: $reportId, linkId: $linkId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReportShareLink($reportId: ID!, $input: ShareLinkInput) {\n    createReportShareLink(reportId: $reportId, input: $input) {\n      id\n      url\n      link {\n        ...ShareLinkFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateReportShareLink($reportId: ID!, $input: ShareLinkInput) {\n    createReportShareLink(reportId: $reportId, input: $input) {\n      id\n      url\n      link {\n        ...ShareLinkFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeReportShareLink($reportId: ID!, $linkId: ID!) {\n    revokeReportShareLink(reportId: $reportId, linkId: $linkId) {\n      ...ShareLinkFields\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeReportShareLink($reportId: ID!, $linkId: ID!) {\n    revokeReportShareLink(reportId: $reportId, linkId: $linkId) {\n      ...ShareLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BrandKitFields on BrandKitOutput {\n    id\n    name\n    isDefault\n    agencyName\n    primaryColor\n    accentColor\n    footerText\n    hideRankcraftBranding\n    hasLogo\n    contrastWarnings\n    reportNames\n  }\n"): (typeof documents)["\n  fragment BrandKitFields on BrandKitOutput {\n    id\n    name\n    isDefault\n    agencyName\n    primaryColor\n    accentColor\n    footerText\n    hideRankcraftBranding\n    hasLogo\n    contrastWarnings\n    reportNames\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandKits {\n    brandKits {\n      ...BrandKitFields\n    }\n  }\n"): (typeof documents)["\n  query BrandKits {\n    brandKits {\n      ...BrandKitFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBrandKit($input: BrandKitInput!) {\n    createBrandKit(input: $input) {\n      ...BrandKitFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBrandKit($input: BrandKitInput!) {\n    createBrandKit(input: $input) {\n      ...BrandKitFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBrandKit($id: ID!, $input: BrandKitInput!) {\n    updateBrandKit(id: $id, input: $input) {\n      ...BrandKitFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBrandKit($id: ID!, $input: BrandKitInput!) {\n    updateBrandKit(id: $id, input: $input) {\n      ...BrandKitFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBrandKit($id: ID!) {\n    deleteBrandKit(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBrandKit($id: ID!) {\n    deleteBrandKit(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportDeliveries($id: ID!) {\n    reportDeliveries(id: $id) {\n      id\n      createdAt\n      recipients\n      status\n      attempts\n      error\n      deliveredAt\n      scheduled\n    }\n    reportUnsubscribedRecipients(id: $id)\n  }\n"): (typeof documents)["\n  query ReportDeliveries($id: ID!) {\n    reportDeliveries(id: $id) {\n      id\n      createdAt\n      recipients\n      status\n      attempts\n      error\n      deliveredAt\n      scheduled\n    }\n    reportUnsubscribedRecipients(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetReportSchedule($id: ID!, $input: ReportScheduleInput!) {\n    setReportSchedule(id: $id, input: $input) {\n      ...ReportFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetReportSchedule($id: ID!, $input: ReportScheduleInput!) {\n    setReportSchedule(id: $id, input: $input) {\n      ...ReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendReportNow($id: ID!) {\n    sendReportNow(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SendReportNow($id: ID!) {\n    sendReportNow(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InstancesToTrack {\n    trackingInstances {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query InstancesToTrack {\n    trackingInstances {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBulkResultsToTracker($input: AddBulkResultsToTrackerInput!) {\n    addBulkResultsToTracker(input: $input) {\n      added\n      alreadyTracked\n    }\n  }\n"): (typeof documents)["\n  mutation AddBulkResultsToTracker($input: AddBulkResultsToTrackerInput!) {\n    addBulkResultsToTracker(input: $input) {\n      added\n      alreadyTracked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BulkKeywordsPreview($text: String) {\n    bulkKeywordsPreview(text: $text) {\n      count\n      limit\n      refusal\n      duplicateCount\n      invalidCount\n      searchesLeft\n      searchesShort\n      duplicates {\n        line\n        keyword\n        repeats\n      }\n      invalid {\n        line\n        keyword\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query BulkKeywordsPreview($text: String) {\n    bulkKeywordsPreview(text: $text) {\n      count\n      limit\n      refusal\n      duplicateCount\n      invalidCount\n      searchesLeft\n      searchesShort\n      duplicates {\n        line\n        keyword\n        repeats\n      }\n      invalid {\n        line\n        keyword\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartBulkResearch($input: StartBulkResearchInput!) {\n    startBulkResearch(input: $input) {\n      id\n      jobId\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation StartBulkResearch($input: StartBulkResearchInput!) {\n    startBulkResearch(input: $input) {\n      id\n      jobId\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BulkResearch($id: ID!) {\n    bulkResearch(id: $id) {\n      id\n      jobId\n      status\n      error\n      source\n      provider\n      country\n      language\n      total\n      done\n      failed\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query BulkResearch($id: ID!) {\n    bulkResearch(id: $id) {\n      id\n      jobId\n      status\n      error\n      source\n      provider\n      country\n      language\n      total\n      done\n      failed\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BulkResearches {\n    bulkResearches(limit: 10) {\n      id\n      status\n      source\n      country\n      total\n      done\n      failed\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query BulkResearches {\n    bulkResearches(limit: 10) {\n      id\n      status\n      source\n      country\n      total\n      done\n      failed\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BulkResearchResults(\n    $id: ID!\n    $offset: Int\n    $limit: Int\n    $sort: String\n    $direction: String\n    $search: String\n    $minVolume: Int\n    $maxCompetition: Float\n  ) {\n    bulkResearchResults(\n      id: $id\n      offset: $offset\n      limit: $limit\n      sort: $sort\n      direction: $direction\n      search: $search\n      minVolume: $minVolume\n      maxCompetition: $maxCompetition\n    ) {\n      source\n      total\n      matching\n      offset\n      rows {\n        position\n        keyword\n        status\n        volume\n        cpc\n        competition\n        trend {\n          year\n          month\n          volume\n        }\n        error\n      }\n    }\n  }\n"): (typeof documents)["\n  query BulkResearchResults(\n    $id: ID!\n    $offset: Int\n    $limit: Int\n    $sort: String\n    $direction: String\n    $search: String\n    $minVolume: Int\n    $maxCompetition: Float\n  ) {\n    bulkResearchResults(\n      id: $id\n      offset: $offset\n      limit: $limit\n      sort: $sort\n      direction: $direction\n      search: $search\n      minVolume: $minVolume\n      maxCompetition: $maxCompetition\n    ) {\n      source\n      total\n      matching\n      offset\n      rows {\n        position\n        keyword\n        status\n        volume\n        cpc\n        competition\n        trend {\n          year\n          month\n          volume\n        }\n        error\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResearchDataProviders {\n    researchProvider {\n      name\n      source\n    }\n    serpProvider {\n      name\n      source\n    }\n  }\n"): (typeof documents)["\n  query ResearchDataProviders {\n    researchProvider {\n      name\n      source\n    }\n    serpProvider {\n      name\n      source\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanTools_plan on Plan {\n    id\n    name\n    limits {\n      backlinks\n      competitorAnalysis\n      tracking\n      reports\n      brandKit\n      scheduledReports\n      webhooks\n    }\n  }\n"): (typeof documents)["\n  fragment PlanTools_plan on Plan {\n    id\n    name\n    limits {\n      backlinks\n      competitorAnalysis\n      tracking\n      reports\n      brandKit\n      scheduledReports\n      webhooks\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResearchPlanTools {\n    plans {\n      id\n      ...PlanTools_plan\n    }\n    workspacePlanId\n  }\n"): (typeof documents)["\n  query ResearchPlanTools {\n    plans {\n      id\n      ...PlanTools_plan\n    }\n    workspacePlanId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchConsoleOverview {\n    searchConsoleConnections {\n      id\n      provider\n      accountLabel\n      status\n      createdAt\n      propertyCount\n    }\n    searchConsoleProperties {\n      id\n      siteUrl\n      kind\n    }\n    searchConsoleLinks {\n      instanceId\n      instanceName\n      propertyId\n      linkedAt\n      syncedThrough\n      job {\n        ...UseJob_job\n      }\n    }\n    trackingInstances {\n      id\n      name\n      userDomain\n    }\n  }\n"): (typeof documents)["\n  query SearchConsoleOverview {\n    searchConsoleConnections {\n      id\n      provider\n      accountLabel\n      status\n      createdAt\n      propertyCount\n    }\n    searchConsoleProperties {\n      id\n      siteUrl\n      kind\n    }\n    searchConsoleLinks {\n      instanceId\n      instanceName\n      propertyId\n      linkedAt\n      syncedThrough\n      job {\n        ...UseJob_job\n      }\n    }\n    trackingInstances {\n      id\n      name\n      userDomain\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConnectSearchConsole {\n    connectSearchConsole {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation ConnectSearchConsole {\n    connectSearchConsole {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConnectBingWebmaster($apiKey: String!) {\n    connectBingWebmaster(apiKey: $apiKey) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ConnectBingWebmaster($apiKey: String!) {\n    connectBingWebmaster(apiKey: $apiKey) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisconnectSearchConsole($id: ID!) {\n    disconnectSearchConsole(id: $id)\n  }\n"): (typeof documents)["\n  mutation DisconnectSearchConsole($id: ID!) {\n    disconnectSearchConsole(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LinkSearchConsoleProperty($instanceId: ID!, $propertyId: ID!) {\n    linkSearchConsoleProperty(instanceId: $instanceId, propertyId: $propertyId) {\n      jobId\n    }\n  }\n"): (typeof documents)["\n  mutation LinkSearchConsoleProperty($instanceId: ID!, $propertyId: ID!) {\n    linkSearchConsoleProperty(instanceId: $instanceId, propertyId: $propertyId) {\n      jobId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlinkSearchConsoleProperty($instanceId: ID!) {\n    unlinkSearchConsoleProperty(instanceId: $instanceId)\n  }\n"): (typeof documents)["\n  mutation UnlinkSearchConsoleProperty($instanceId: ID!) {\n    unlinkSearchConsoleProperty(instanceId: $instanceId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchConsoleStrikingDistance($propertyId: ID!) {\n    searchConsoleStrikingDistance(propertyId: $propertyId) {\n      query\n      clicks\n      impressions\n      position\n      tracked\n    }\n  }\n"): (typeof documents)["\n  query SearchConsoleStrikingDistance($propertyId: ID!) {\n    searchConsoleStrikingDistance(propertyId: $propertyId) {\n      query\n      clicks\n      impressions\n      position\n      tracked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchConsoleNewAndLost($propertyId: ID!, $instanceId: ID) {\n    searchConsoleNewAndLostQueries(propertyId: $propertyId, instanceId: $instanceId) {\n      new {\n        query\n        clicks\n        impressions\n        position\n        tracked\n      }\n      lost {\n        query\n        clicks\n        impressions\n        position\n        tracked\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchConsoleNewAndLost($propertyId: ID!, $instanceId: ID) {\n    searchConsoleNewAndLostQueries(propertyId: $propertyId, instanceId: $instanceId) {\n      new {\n        query\n        clicks\n        impressions\n        position\n        tracked\n      }\n      lost {\n        query\n        clicks\n        impressions\n        position\n        tracked\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchConsolePagesLosingClicks($propertyId: ID!) {\n    searchConsolePagesLosingClicks(propertyId: $propertyId) {\n      page\n      clicks\n      previousClicks\n      change\n    }\n  }\n"): (typeof documents)["\n  query SearchConsolePagesLosingClicks($propertyId: ID!) {\n    searchConsolePagesLosingClicks(propertyId: $propertyId) {\n      page\n      clicks\n      previousClicks\n      change\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchConsoleTrackerAddPreview($instanceId: ID!, $text: String!) {\n    previewKeywordImport(instanceId: $instanceId, text: $text) {\n      added\n      keywordsAfter\n      keywordLimit\n      problem\n    }\n  }\n"): (typeof documents)["\n  query SearchConsoleTrackerAddPreview($instanceId: ID!, $text: String!) {\n    previewKeywordImport(instanceId: $instanceId, text: $text) {\n      added\n      keywordsAfter\n      keywordLimit\n      problem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SearchConsoleAddToTracker($instanceId: ID!, $text: String!) {\n    importKeywords(instanceId: $instanceId, text: $text) {\n      added\n      updated\n      skipped\n    }\n  }\n"): (typeof documents)["\n  mutation SearchConsoleAddToTracker($instanceId: ID!, $text: String!) {\n    importKeywords(instanceId: $instanceId, text: $text) {\n      added\n      updated\n      skipped\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunCompetitorAnalysis($input: CompetitorAnalysisInput!) {\n    runCompetitorAnalysis(input: $input) {\n      source\n      provider\n      query\n      domain\n      depth\n      found\n      position\n      results {\n        ...SerpResultList_result\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RunCompetitorAnalysis($input: CompetitorAnalysisInput!) {\n    runCompetitorAnalysis(input: $input) {\n      source\n      provider\n      query\n      domain\n      depth\n      found\n      position\n      results {\n        ...SerpResultList_result\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LookupPageBacklinks($url: String!, $unique: Boolean) {\n    lookupPageBacklinks(url: $url, unique: $unique) {\n      source\n      provider\n      target\n      unique\n      backlinks {\n        ...BacklinkTable_backlink\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LookupPageBacklinks($url: String!, $unique: Boolean) {\n    lookupPageBacklinks(url: $url, unique: $unique) {\n      source\n      provider\n      target\n      unique\n      backlinks {\n        ...BacklinkTable_backlink\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSerpAnalysis($input: SaveSerpAnalysisInput!) {\n    saveSerpAnalysis(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSerpAnalysis($input: SaveSerpAnalysisInput!) {\n    saveSerpAnalysis(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedSerpAnalyses {\n    savedSerpAnalyses {\n      id\n      query\n      description\n      source\n      provider\n      createdAt\n      results {\n        ...SerpResultList_result\n      }\n    }\n  }\n"): (typeof documents)["\n  query SavedSerpAnalyses {\n    savedSerpAnalyses {\n      id\n      query\n      description\n      source\n      provider\n      createdAt\n      results {\n        ...SerpResultList_result\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSavedSerpAnalysis($id: ID!) {\n    deleteSavedSerpAnalysis(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSavedSerpAnalysis($id: ID!) {\n    deleteSavedSerpAnalysis(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunSerpAnalysis($input: SerpAnalysisInput!) {\n    runSerpAnalysis(input: $input) {\n      source\n      provider\n      query\n      results {\n        ...SerpResultList_result\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RunSerpAnalysis($input: SerpAnalysisInput!) {\n    runSerpAnalysis(input: $input) {\n      source\n      provider\n      query\n      results {\n        ...SerpResultList_result\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment SerpResultList_result on SerpResult {\n      position\n      title\n      snippet\n      link\n      domain\n      date\n    }\n  "): (typeof documents)["\n    fragment SerpResultList_result on SerpResult {\n      position\n      title\n      snippet\n      link\n      domain\n      date\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunUrlAnalysis($url: String!, $country: String, $num: Int) {\n    runUrlAnalysis(url: $url, country: $country, num: $num) {\n      source\n      provider\n      url\n      keywords {\n        keyword\n        estimatedMonthlyTraffic\n        serpPosition\n      }\n      summary {\n        totalRankingKeywords\n        estimatedMonthlyTraffic\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RunUrlAnalysis($url: String!, $country: String, $num: Int) {\n    runUrlAnalysis(url: $url, country: $country, num: $num) {\n      source\n      provider\n      url\n      keywords {\n        keyword\n        estimatedMonthlyTraffic\n        serpPosition\n      }\n      summary {\n        totalRankingKeywords\n        estimatedMonthlyTraffic\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    fullName\n    email\n    role\n    planId\n    pendingPlanId\n    subscriptionTier\n    creditsUsed\n    creditLimit\n    createdAt\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    fullName\n    email\n    role\n    planId\n    pendingPlanId\n    subscriptionTier\n    creditsUsed\n    creditLimit\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUser\n    }\n    maintenance\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUser\n    }\n    maintenance\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackerCannibalisation($instanceId: ID!, $keywordsPerDevice: Int) {\n    trackerCannibalisation(instanceId: $instanceId, keywordsPerDevice: $keywordsPerDevice) {\n      domain\n      runId\n      runAt\n      keywords {\n        keyword\n        device\n        urls {\n          url\n          position\n        }\n      }\n      health {\n        runId\n        runAt\n        device\n        keywordsChecked\n        keywordsCannibalised\n        health\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrackerCannibalisation($instanceId: ID!, $keywordsPerDevice: Int) {\n    trackerCannibalisation(instanceId: $instanceId, keywordsPerDevice: $keywordsPerDevice) {\n      domain\n      runId\n      runAt\n      keywords {\n        keyword\n        device\n        urls {\n          url\n          position\n        }\n      }\n      health {\n        runId\n        runAt\n        device\n        keywordsChecked\n        keywordsCannibalised\n        health\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTrackingInstance($input: CreateTrackingInstanceInput!, $importText: String) {\n    createTrackingInstance(input: $input, importText: $importText) {\n      id\n      ...InstanceList_instance\n      ...InstanceDetail_instance\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTrackingInstance($input: CreateTrackingInstanceInput!, $importText: String) {\n    createTrackingInstance(input: $input, importText: $importText) {\n      id\n      ...InstanceList_instance\n      ...InstanceDetail_instance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment CtrCurveNote_curve on CtrCurve {\n      source\n      sandbox\n      note\n    }\n  "): (typeof documents)["\n    fragment CtrCurveNote_curve on CtrCurve {\n      source\n      sandbox\n      note\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTrackingInstance($id: ID!) {\n    deleteTrackingInstance(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTrackingInstance($id: ID!) {\n    deleteTrackingInstance(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTrackingInstance($id: ID!, $input: UpdateTrackingInstanceInput!) {\n    updateTrackingInstance(id: $id, input: $input) {\n      id\n      name\n      keywords\n      ...InstanceList_instance\n      ...InstanceDetail_instance\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTrackingInstance($id: ID!, $input: UpdateTrackingInstanceInput!) {\n    updateTrackingInstance(id: $id, input: $input) {\n      id\n      name\n      keywords\n      ...InstanceList_instance\n      ...InstanceDetail_instance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditInstanceKeywords($id: ID!) {\n    trackingInstance(id: $id) {\n      id\n      keywords\n    }\n  }\n"): (typeof documents)["\n  query EditInstanceKeywords($id: ID!) {\n    trackingInstance(id: $id) {\n      id\n      keywords\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment EditInstanceDialog_instance on TrackingInstance {\n      id\n      name\n      userDomain\n      userCompanyName\n      competitors {\n        domain\n        companyName\n      }\n      clientId\n      devices\n      resultCount\n      frequency\n      scheduledTime\n      timeZone\n      serpLocation\n      serpLanguage\n      serpCountry\n      serpDateRange\n      page\n      searchConsoleFlagPlaces\n    }\n  "): (typeof documents)["\n    fragment EditInstanceDialog_instance on TrackingInstance {\n      id\n      name\n      userDomain\n      userCompanyName\n      competitors {\n        domain\n        companyName\n      }\n      clientId\n      devices\n      resultCount\n      frequency\n      scheduledTime\n      timeZone\n      serpLocation\n      serpLanguage\n      serpCountry\n      serpDateRange\n      page\n      searchConsoleFlagPlaces\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment InstanceDetail_instance on TrackingInstance {\n      id\n      name\n      userDomain\n      competitors {\n        domain\n      }\n      runCredits\n      lastRun\n      nextRunAt\n      frequency\n      scheduledTime\n      timeZone\n      activeJob {\n        ...UseJob_job\n      }\n      ...EditInstanceDialog_instance\n    }\n  "): (typeof documents)["\n    fragment InstanceDetail_instance on TrackingInstance {\n      id\n      name\n      userDomain\n      competitors {\n        domain\n      }\n      runCredits\n      lastRun\n      nextRunAt\n      frequency\n      scheduledTime\n      timeZone\n      activeJob {\n        ...UseJob_job\n      }\n      ...EditInstanceDialog_instance\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackingInstances {\n    trackingInstances {\n      id\n      ...InstanceList_instance\n      ...InstanceDetail_instance\n    }\n  }\n"): (typeof documents)["\n  query TrackingInstances {\n    trackingInstances {\n      id\n      ...InstanceList_instance\n      ...InstanceDetail_instance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment InstanceList_instance on TrackingInstance {\n      runCredits\n      id\n      name\n      keywordCount\n      # The first five and the count: the list never carries an instance's whole list (up to 10,000).\n      keywordPreview(limit: 5)\n      lastRun\n    }\n  "): (typeof documents)["\n    fragment InstanceList_instance on TrackingInstance {\n      runCredits\n      id\n      name\n      keywordCount\n      # The first five and the count: the list never carries an instance's whole list (up to 10,000).\n      keywordPreview(limit: 5)\n      lastRun\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InstanceReport_report on TrackerReport {\n    lastRun\n    source\n    rankings {\n      ...RankingResultsTable_ranking\n    }\n    notFoundPage(limit: 20) {\n      total\n      ...NotFoundTable_page\n    }\n    series {\n      ...RankingChart_series\n    }\n    ...VisibilitySection_report\n  }\n"): (typeof documents)["\n  fragment InstanceReport_report on TrackerReport {\n    lastRun\n    source\n    rankings {\n      ...RankingResultsTable_ranking\n    }\n    notFoundPage(limit: 20) {\n      total\n      ...NotFoundTable_page\n    }\n    series {\n      ...RankingChart_series\n    }\n    ...VisibilitySection_report\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewKeywordImport($instanceId: ID, $text: String!) {\n    previewKeywordImport(instanceId: $instanceId, text: $text) {\n      added\n      updated\n      duplicates\n      invalid\n      keywordsAfter\n      keywordLimit\n      problem\n      sampleLines\n      lines {\n        line\n        keyword\n        tags\n        targetUrl\n        device\n        status\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query PreviewKeywordImport($instanceId: ID, $text: String!) {\n    previewKeywordImport(instanceId: $instanceId, text: $text) {\n      added\n      updated\n      duplicates\n      invalid\n      keywordsAfter\n      keywordLimit\n      problem\n      sampleLines\n      lines {\n        line\n        keyword\n        tags\n        targetUrl\n        device\n        status\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportKeywords($instanceId: ID!, $text: String!) {\n    importKeywords(instanceId: $instanceId, text: $text) {\n      added\n      updated\n      skipped\n    }\n  }\n"): (typeof documents)["\n  mutation ImportKeywords($instanceId: ID!, $text: String!) {\n    importKeywords(instanceId: $instanceId, text: $text) {\n      added\n      updated\n      skipped\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkEditKeywords($instanceId: ID!, $input: BulkKeywordsInput!) {\n    bulkEditKeywords(instanceId: $instanceId, input: $input)\n  }\n"): (typeof documents)["\n  mutation BulkEditKeywords($instanceId: ID!, $input: BulkKeywordsInput!) {\n    bulkEditKeywords(instanceId: $instanceId, input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackingKeywordsMatching($instanceId: ID!, $tag: String, $search: String, $serpFeature: SerpFeature) {\n    trackingKeywords(instanceId: $instanceId, tag: $tag, search: $search, serpFeature: $serpFeature) {\n      keyword\n    }\n  }\n"): (typeof documents)["\n  query TrackingKeywordsMatching($instanceId: ID!, $tag: String, $search: String, $serpFeature: SerpFeature) {\n    trackingKeywords(instanceId: $instanceId, tag: $tag, search: $search, serpFeature: $serpFeature) {\n      keyword\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackingKeywordTags($instanceId: ID!) {\n    trackingKeywordTags(instanceId: $instanceId) {\n      tag\n      keywords\n    }\n  }\n"): (typeof documents)["\n  query TrackingKeywordTags($instanceId: ID!) {\n    trackingKeywordTags(instanceId: $instanceId) {\n      tag\n      keywords\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTrackedKeyword($instanceId: ID!, $input: UpdateTrackedKeywordInput!) {\n    updateTrackedKeyword(instanceId: $instanceId, input: $input) {\n      keyword\n      tags\n      targetUrl\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTrackedKeyword($instanceId: ID!, $input: UpdateTrackedKeywordInput!) {\n    updateTrackedKeyword(instanceId: $instanceId, input: $input) {\n      keyword\n      tags\n      targetUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment KeywordHistoryChart_history on TrackerKeywordHistory {\n      companies {\n        companyName\n      }\n      runs {\n        runAt\n        positions {\n          position\n        }\n      }\n    }\n  "): (typeof documents)["\n    fragment KeywordHistoryChart_history on TrackerKeywordHistory {\n      companies {\n        companyName\n      }\n      runs {\n        runAt\n        positions {\n          position\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackerKeywordTable($instanceId: ID!, $device: Device, $tag: String, $serpFeature: SerpFeature, $compareRunId: ID, $offset: Int, $limit: Int) {\n    trackerKeywordTable(instanceId: $instanceId, device: $device, tag: $tag, serpFeature: $serpFeature, compareRunId: $compareRunId, offset: $offset, limit: $limit) {\n      instanceId\n      ...KeywordTable_table\n    }\n  }\n"): (typeof documents)["\n  query TrackerKeywordTable($instanceId: ID!, $device: Device, $tag: String, $serpFeature: SerpFeature, $compareRunId: ID, $offset: Int, $limit: Int) {\n    trackerKeywordTable(instanceId: $instanceId, device: $device, tag: $tag, serpFeature: $serpFeature, compareRunId: $compareRunId, offset: $offset, limit: $limit) {\n      instanceId\n      ...KeywordTable_table\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment KeywordTable_table on TrackerKeywordTable {\n    instanceId\n    totalRows\n    runAt\n    previousRunAt\n    compareRunId\n    earlierRuns {\n      runId\n      runAt\n    }\n    depth\n    runStatus\n    companies {\n      companyName\n      domain\n      own\n    }\n    searchConsole {\n      propertyId\n      from\n      to\n      flagPlaces\n      sandbox\n    }\n    rows {\n      keyword\n      device\n      tags\n      targetUrl\n      ranksWithAnotherPage\n      positionsDisagree\n      searchConsole {\n        clicks\n        impressions\n        ctr\n        position\n      }\n      volume\n      cpc\n      metricsSource\n      serpFeatures\n      positions {\n        domain\n        position\n        url\n        previousPosition\n        change\n        changeBy\n        bestPosition\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment KeywordTable_table on TrackerKeywordTable {\n    instanceId\n    totalRows\n    runAt\n    previousRunAt\n    compareRunId\n    earlierRuns {\n      runId\n      runAt\n    }\n    depth\n    runStatus\n    companies {\n      companyName\n      domain\n      own\n    }\n    searchConsole {\n      propertyId\n      from\n      to\n      flagPlaces\n      sandbox\n    }\n    rows {\n      keyword\n      device\n      tags\n      targetUrl\n      ranksWithAnotherPage\n      positionsDisagree\n      searchConsole {\n        clicks\n        impressions\n        ctr\n        position\n      }\n      volume\n      cpc\n      metricsSource\n      serpFeatures\n      positions {\n        domain\n        position\n        url\n        previousPosition\n        change\n        changeBy\n        bestPosition\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackerKeywordHistory($instanceId: ID!, $keyword: String!, $device: Device) {\n    trackerKeywordHistory(instanceId: $instanceId, keyword: $keyword, device: $device) {\n      instanceId\n      keyword\n      companies {\n        companyName\n        domain\n        own\n      }\n      runs {\n        runId\n        runAt\n        depth\n        positions {\n          domain\n          position\n          url\n        }\n      }\n      ...KeywordHistoryChart_history\n    }\n  }\n"): (typeof documents)["\n  query TrackerKeywordHistory($instanceId: ID!, $keyword: String!, $device: Device) {\n    trackerKeywordHistory(instanceId: $instanceId, keyword: $keyword, device: $device) {\n      instanceId\n      keyword\n      companies {\n        companyName\n        domain\n        own\n      }\n      runs {\n        runId\n        runAt\n        depth\n        positions {\n          domain\n          position\n          url\n        }\n      }\n      ...KeywordHistoryChart_history\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SerpSnapshot($instanceId: ID!, $keyword: String!, $runId: ID) {\n    serpSnapshot(instanceId: $instanceId, keyword: $keyword, runId: $runId) {\n      runId\n      runAt\n      results {\n        position\n        url\n        title\n        type\n      }\n      features {\n        type\n        domain\n      }\n    }\n  }\n"): (typeof documents)["\n  query SerpSnapshot($instanceId: ID!, $keyword: String!, $runId: ID) {\n    serpSnapshot(instanceId: $instanceId, keyword: $keyword, runId: $runId) {\n      runId\n      runAt\n      results {\n        position\n        url\n        title\n        type\n      }\n      features {\n        type\n        domain\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCompetitor($instanceId: ID!, $domain: String!) {\n    addCompetitor(instanceId: $instanceId, domain: $domain) {\n      id\n      competitors {\n        domain\n        companyName\n      }\n      activeJob {\n        ...UseJob_job\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddCompetitor($instanceId: ID!, $domain: String!) {\n    addCompetitor(instanceId: $instanceId, domain: $domain) {\n      id\n      competitors {\n        domain\n        companyName\n      }\n      activeJob {\n        ...UseJob_job\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KeywordsBeforeRun($instanceId: ID!) {\n    trackingKeywords(instanceId: $instanceId) {\n      keyword\n      tags\n      targetUrl\n      device\n    }\n  }\n"): (typeof documents)["\n  query KeywordsBeforeRun($instanceId: ID!) {\n    trackingKeywords(instanceId: $instanceId) {\n      keyword\n      tags\n      targetUrl\n      device\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotFoundPage($instanceId: ID!, $offset: Int!, $limit: Int!) {\n    trackerReport(instanceId: $instanceId) {\n      instanceId\n      notFoundPage(offset: $offset, limit: $limit) {\n        ...NotFoundTable_page\n      }\n    }\n  }\n"): (typeof documents)["\n  query NotFoundPage($instanceId: ID!, $offset: Int!, $limit: Int!) {\n    trackerReport(instanceId: $instanceId) {\n      instanceId\n      notFoundPage(offset: $offset, limit: $limit) {\n        ...NotFoundTable_page\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment RankingChart_series on RankingSeries {\n      companyName\n      domain\n      points {\n        runAt\n        averageRank\n      }\n    }\n  "): (typeof documents)["\n    fragment RankingChart_series on RankingSeries {\n      companyName\n      domain\n      points {\n        runAt\n        averageRank\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment RankingResultsTable_ranking on CompanyRanking {\n      companyName\n      domain\n      own\n      keywordsRanked\n      keywordsTotal\n      averageRank\n      lastChecked\n    }\n  "): (typeof documents)["\n    fragment RankingResultsTable_ranking on CompanyRanking {\n      companyName\n      domain\n      own\n      keywordsRanked\n      keywordsTotal\n      averageRank\n      lastChecked\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment NotFoundTable_page on NotFoundPage {\n      total\n      offset\n      rows {\n        companyName\n        domain\n        keyword\n        device\n        positionsChecked\n        lastRun\n      }\n    }\n  "): (typeof documents)["\n    fragment NotFoundTable_page on NotFoundPage {\n      total\n      offset\n      rows {\n        companyName\n        domain\n        keyword\n        device\n        positionsChecked\n        lastRun\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackingRunCost($keywords: Int!, $devices: Int!) {\n    trackingRunCost(keywords: $keywords, devices: $devices) {\n      keywords\n      creditsPerKeyword\n      credits\n    }\n  }\n"): (typeof documents)["\n  query TrackingRunCost($keywords: Int!, $devices: Int!) {\n    trackingRunCost(keywords: $keywords, devices: $devices) {\n      keywords\n      creditsPerKeyword\n      credits\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackerSearchConsoleSeries($propertyId: ID!, $from: String) {\n    searchConsoleDailySeries(propertyId: $propertyId, from: $from) {\n      date\n      clicks\n      impressions\n    }\n  }\n"): (typeof documents)["\n  query TrackerSearchConsoleSeries($propertyId: ID!, $from: String) {\n    searchConsoleDailySeries(propertyId: $propertyId, from: $from) {\n      date\n      clicks\n      impressions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackerShareOfVoice($instanceId: ID!, $device: Device, $tag: String) {\n    trackerShareOfVoice(instanceId: $instanceId, device: $device, tag: $tag) {\n      keywordsWithVolume\n      keywordsTotal\n      companies {\n        companyName\n        domain\n        own\n        share\n        points {\n          runAt\n          share\n        }\n      }\n      ctrCurve {\n        ...CtrCurveNote_curve\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrackerShareOfVoice($instanceId: ID!, $device: Device, $tag: String) {\n    trackerShareOfVoice(instanceId: $instanceId, device: $device, tag: $tag) {\n      keywordsWithVolume\n      keywordsTotal\n      companies {\n        companyName\n        domain\n        own\n        share\n        points {\n          runAt\n          share\n        }\n      }\n      ctrCurve {\n        ...CtrCurveNote_curve\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackerTagSummary($instanceId: ID!, $device: Device) {\n    trackerTagSummary(instanceId: $instanceId, device: $device) {\n      tag\n      companies {\n        domain\n        companyName\n        own\n        keywordsChecked\n        keywordsFound\n        averageRank\n        visibility\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrackerTagSummary($instanceId: ID!, $device: Device) {\n    trackerTagSummary(instanceId: $instanceId, device: $device) {\n      tag\n      companies {\n        domain\n        companyName\n        own\n        keywordsChecked\n        keywordsFound\n        averageRank\n        visibility\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackerScreen($id: ID!, $tableLimit: Int!) {\n    serpProvider {\n      name\n      source\n    }\n    plans {\n      id\n      ...PlanTools_plan\n    }\n    workspacePlanId\n    creditUsage {\n      ...CreditsLeft_usage\n    }\n    trackingInstance(id: $id) {\n      id\n      ...InstanceDetail_instance\n    }\n    trackerReport(instanceId: $id) {\n      instanceId\n      ...InstanceReport_report\n    }\n    trackerKeywordTable(instanceId: $id, device: null, tag: null, serpFeature: null, compareRunId: null, offset: 0, limit: $tableLimit) {\n      instanceId\n      ...KeywordTable_table\n    }\n    trackingKeywordTags(instanceId: $id) {\n      tag\n      keywords\n    }\n  }\n"): (typeof documents)["\n  query TrackerScreen($id: ID!, $tableLimit: Int!) {\n    serpProvider {\n      name\n      source\n    }\n    plans {\n      id\n      ...PlanTools_plan\n    }\n    workspacePlanId\n    creditUsage {\n      ...CreditsLeft_usage\n    }\n    trackingInstance(id: $id) {\n      id\n      ...InstanceDetail_instance\n    }\n    trackerReport(instanceId: $id) {\n      instanceId\n      ...InstanceReport_report\n    }\n    trackerKeywordTable(instanceId: $id, device: null, tag: null, serpFeature: null, compareRunId: null, offset: 0, limit: $tableLimit) {\n      instanceId\n      ...KeywordTable_table\n    }\n    trackingKeywordTags(instanceId: $id) {\n      tag\n      keywords\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackerSerpProvider {\n    serpProvider {\n      name\n      source\n    }\n  }\n"): (typeof documents)["\n  query TrackerSerpProvider {\n    serpProvider {\n      name\n      source\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackingCredits {\n    creditUsage {\n      ...CreditsLeft_usage\n    }\n  }\n"): (typeof documents)["\n  query TrackingCredits {\n    creditUsage {\n      ...CreditsLeft_usage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunTrackingInstance($id: ID!) {\n    runTrackingInstance(id: $id) {\n      ...UseJob_job\n    }\n  }\n"): (typeof documents)["\n  mutation RunTrackingInstance($id: ID!) {\n    runTrackingInstance(id: $id) {\n      ...UseJob_job\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment VisibilitySection_report on TrackerReport {\n      visibility {\n        companyName\n        domain\n        own\n        score\n        change\n        points {\n          runAt\n          score\n        }\n      }\n      ctrCurve {\n        ...CtrCurveNote_curve\n      }\n    }\n  "): (typeof documents)["\n    fragment VisibilitySection_report on TrackerReport {\n      visibility {\n        companyName\n        domain\n        own\n        score\n        change\n        points {\n          runAt\n          score\n        }\n      }\n      ctrCurve {\n        ...CtrCurveNote_curve\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookEndpointItem_endpoint on WebhookEndpoint {\n    id\n    url\n    events\n    enabled\n    failingSince\n    disabledReason\n    createdAt\n  }\n"): (typeof documents)["\n  fragment WebhookEndpointItem_endpoint on WebhookEndpoint {\n    id\n    url\n    events\n    enabled\n    failingSince\n    disabledReason\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Webhooks {\n    webhooks {\n      ...WebhookEndpointItem_endpoint\n    }\n  }\n"): (typeof documents)["\n  query Webhooks {\n    webhooks {\n      ...WebhookEndpointItem_endpoint\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      warning\n      endpoint {\n        ...WebhookEndpointItem_endpoint\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      warning\n      endpoint {\n        ...WebhookEndpointItem_endpoint\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhook($id: ID!, $input: UpdateWebhookInput!) {\n    updateWebhook(id: $id, input: $input) {\n      ...WebhookEndpointItem_endpoint\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhook($id: ID!, $input: UpdateWebhookInput!) {\n    updateWebhook(id: $id, input: $input) {\n      ...WebhookEndpointItem_endpoint\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        ...WebhookEndpointItem_endpoint\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        ...WebhookEndpointItem_endpoint\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookDeliveryRow_delivery on WebhookDelivery {\n    id\n    eventType\n    status\n    attempts\n    responseStatus\n    error\n    createdAt\n    lastAttemptAt\n    nextAttemptAt\n  }\n"): (typeof documents)["\n  fragment WebhookDeliveryRow_delivery on WebhookDelivery {\n    id\n    eventType\n    status\n    attempts\n    responseStatus\n    error\n    createdAt\n    lastAttemptAt\n    nextAttemptAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($webhookId: ID!) {\n    webhookDeliveries(webhookId: $webhookId, limit: 50) {\n      ...WebhookDeliveryRow_delivery\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($webhookId: ID!) {\n    webhookDeliveries(webhookId: $webhookId, limit: 50) {\n      ...WebhookDeliveryRow_delivery\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendWebhookTest($id: ID!) {\n    sendWebhookTest(id: $id) {\n      ...WebhookDeliveryRow_delivery\n    }\n  }\n"): (typeof documents)["\n  mutation SendWebhookTest($id: ID!) {\n    sendWebhookTest(id: $id) {\n      ...WebhookDeliveryRow_delivery\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhook($webhookId: ID!, $deliveryId: ID!) {\n    redeliverWebhook(webhookId: $webhookId, deliveryId: $deliveryId) {\n      ...WebhookDeliveryRow_delivery\n    }\n  }\n"): (typeof documents)["\n  mutation RedeliverWebhook($webhookId: ID!, $deliveryId: ID!) {\n    redeliverWebhook(webhookId: $webhookId, deliveryId: $deliveryId) {\n      ...WebhookDeliveryRow_delivery\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientChoices($workspaceId: ID!) {\n    workspaceClients(workspaceId: $workspaceId) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ClientChoices($workspaceId: ID!) {\n    workspaceClients(workspaceId: $workspaceId) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientsSection_query on Query {\n    workspaceClients(workspaceId: $workspaceId) {\n      id\n      name\n      budgets {\n        kind\n        credits\n        used\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ClientsSection_query on Query {\n    workspaceClients(workspaceId: $workspaceId) {\n      id\n      name\n      budgets {\n        kind\n        credits\n        used\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWorkspaceClient($workspaceId: ID!, $name: String!, $budgets: [ClientBudgetInput!]) {\n    createWorkspaceClient(workspaceId: $workspaceId, name: $name, budgets: $budgets) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWorkspaceClient($workspaceId: ID!, $name: String!, $budgets: [ClientBudgetInput!]) {\n    createWorkspaceClient(workspaceId: $workspaceId, name: $name, budgets: $budgets) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWorkspaceClient($workspaceId: ID!, $clientId: ID!, $name: String, $budgets: [ClientBudgetInput!]) {\n    updateWorkspaceClient(workspaceId: $workspaceId, clientId: $clientId, name: $name, budgets: $budgets) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWorkspaceClient($workspaceId: ID!, $clientId: ID!, $name: String, $budgets: [ClientBudgetInput!]) {\n    updateWorkspaceClient(workspaceId: $workspaceId, clientId: $clientId, name: $name, budgets: $budgets) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWorkspaceClient($workspaceId: ID!, $clientId: ID!) {\n    deleteWorkspaceClient(workspaceId: $workspaceId, clientId: $clientId)\n  }\n"): (typeof documents)["\n  mutation DeleteWorkspaceClient($workspaceId: ID!, $clientId: ID!) {\n    deleteWorkspaceClient(workspaceId: $workspaceId, clientId: $clientId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordWorkspace($kind: RecordKind!, $id: ID!) {\n    recordWorkspace(kind: $kind, id: $id) {\n      id\n      name\n      personal\n    }\n  }\n"): (typeof documents)["\n  query RecordWorkspace($kind: RecordKind!, $id: ID!) {\n    recordWorkspace(kind: $kind, id: $id) {\n      id\n      name\n      personal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvitationPreview($token: String!) {\n    workspaceInvitation(token: $token) {\n      workspaceName\n      role\n      email\n      invitedBy\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query InvitationPreview($token: String!) {\n    workspaceInvitation(token: $token) {\n      workspaceName\n      role\n      email\n      invitedBy\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptWorkspaceInvitation($token: String!) {\n    acceptWorkspaceInvitation(token: $token) {\n      workspaceId\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptWorkspaceInvitation($token: String!) {\n    acceptWorkspaceInvitation(token: $token) {\n      workspaceId\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteToWorkspace($workspaceId: ID!, $email: String!, $role: WorkspaceRole!, $clientId: ID) {\n    inviteToWorkspace(workspaceId: $workspaceId, email: $email, role: $role, clientId: $clientId) {\n      id\n      email\n      role\n      url\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation InviteToWorkspace($workspaceId: ID!, $email: String!, $role: WorkspaceRole!, $clientId: ID) {\n    inviteToWorkspace(workspaceId: $workspaceId, email: $email, role: $role, clientId: $clientId) {\n      id\n      email\n      role\n      url\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MembersList_query on Query {\n    workspaceMembers(workspaceId: $workspaceId) {\n      userId\n      email\n      role\n    }\n  }\n"): (typeof documents)["\n  fragment MembersList_query on Query {\n    workspaceMembers(workspaceId: $workspaceId) {\n      userId\n      email\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeWorkspaceMemberRole($workspaceId: ID!, $userId: ID!, $role: WorkspaceRole!) {\n    changeWorkspaceMemberRole(workspaceId: $workspaceId, userId: $userId, role: $role) {\n      userId\n      email\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeWorkspaceMemberRole($workspaceId: ID!, $userId: ID!, $role: WorkspaceRole!) {\n    changeWorkspaceMemberRole(workspaceId: $workspaceId, userId: $userId, role: $role) {\n      userId\n      email\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveWorkspaceMember($workspaceId: ID!, $userId: ID!) {\n    removeWorkspaceMember(workspaceId: $workspaceId, userId: $userId)\n  }\n"): (typeof documents)["\n  mutation RemoveWorkspaceMember($workspaceId: ID!, $userId: ID!) {\n    removeWorkspaceMember(workspaceId: $workspaceId, userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWorkspace($name: String!) {\n    createWorkspace(name: $name) {\n      id\n      name\n      role\n      personal\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWorkspace($name: String!) {\n    createWorkspace(name: $name) {\n      id\n      name\n      role\n      personal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PendingInvitations_query on Query {\n    workspaceInvitations(workspaceId: $workspaceId) {\n      id\n      email\n      role\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  fragment PendingInvitations_query on Query {\n    workspaceInvitations(workspaceId: $workspaceId) {\n      id\n      email\n      role\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelWorkspaceInvitation($id: ID!) {\n    cancelWorkspaceInvitation(id: $id)\n  }\n"): (typeof documents)["\n  mutation CancelWorkspaceInvitation($id: ID!) {\n    cancelWorkspaceInvitation(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspacePage($workspaceId: ID!, $manages: Boolean!) {\n    ...MembersList_query\n    ...ClientsSection_query\n    ...PendingInvitations_query @include(if: $manages)\n  }\n"): (typeof documents)["\n  query WorkspacePage($workspaceId: ID!, $manages: Boolean!) {\n    ...MembersList_query\n    ...ClientsSection_query\n    ...PendingInvitations_query @include(if: $manages)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkspaceSwitcher_query on Query {\n    workspaces {\n      id\n      name\n      role\n      personal\n    }\n  }\n"): (typeof documents)["\n  fragment WorkspaceSwitcher_query on Query {\n    workspaces {\n      id\n      name\n      role\n      personal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceSwitcher {\n    ...WorkspaceSwitcher_query\n  }\n"): (typeof documents)["\n  query WorkspaceSwitcher {\n    ...WorkspaceSwitcher_query\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;