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
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ...AdminUsersTable_user\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  fragment AdminCustomer_customer on Customer {\n    id\n    name\n    company\n    position\n    logoUrl\n    testimonial\n    featured\n  }\n": typeof types.AdminCustomer_CustomerFragmentDoc,
    "\n  mutation CreateCustomer($input: CustomerInput!) {\n    createCustomer(input: $input) {\n      ...AdminCustomer_customer\n    }\n  }\n": typeof types.CreateCustomerDocument,
    "\n  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      ...AdminCustomer_customer\n    }\n  }\n": typeof types.UpdateCustomerDocument,
    "\n  query AdminCustomers {\n    customers {\n      ...AdminCustomer_customer\n    }\n  }\n": typeof types.AdminCustomersDocument,
    "\n  mutation DeleteCustomer($id: ID!) {\n    deleteCustomer(id: $id)\n  }\n": typeof types.DeleteCustomerDocument,
    "\n  query AdminMaintenance {\n    maintenance\n  }\n": typeof types.AdminMaintenanceDocument,
    "\n  mutation SetMaintenance($enabled: Boolean!) {\n    setMaintenance(enabled: $enabled)\n  }\n": typeof types.SetMaintenanceDocument,
    "\n  fragment AdminUsersTable_user on User {\n    id\n    fullName\n    email\n    role\n    planId\n    createdAt\n  }\n": typeof types.AdminUsersTable_UserFragmentDoc,
    "\n  query AdminUsers {\n    users {\n      ...AdminUsersTable_user\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  mutation SetUserRole($id: ID!, $role: UserRole!) {\n    setUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n": typeof types.SetUserRoleDocument,
    "\n  mutation CreateCheckout($planId: Int!) {\n    createCheckout(planId: $planId) {\n      sessionId\n      url\n    }\n  }\n": typeof types.CreateCheckoutDocument,
    "\n  mutation ChangePlan($planId: Int!) {\n    changePlan(planId: $planId) {\n      id\n      planId\n      pendingPlanId\n      subscriptionTier\n    }\n  }\n": typeof types.ChangePlanDocument,
    "\n  query SandboxCheckout($sessionId: String!) {\n    sandboxCheckout(sessionId: $sessionId) {\n      id\n      planId\n      trialDays\n      completed\n      provider\n    }\n  }\n": typeof types.SandboxCheckoutDocument,
    "\n  mutation CompleteSandboxCheckout($sessionId: String!) {\n    completeSandboxCheckout(sessionId: $sessionId) {\n      planId\n      status\n    }\n  }\n": typeof types.CompleteSandboxCheckoutDocument,
    "\n  query FeaturedCustomers {\n    customers(featured: true) {\n      id\n      name\n      company\n      position\n      testimonial\n    }\n  }\n": typeof types.FeaturedCustomersDocument,
    "\n  query MaintenanceStatus {\n    maintenance\n  }\n": typeof types.MaintenanceStatusDocument,
    "\n  query Plans {\n    plans {\n      id\n      name\n      pricePerMonth\n      description\n      features\n      limitations\n      mostPopular\n      trialDays\n    }\n  }\n": typeof types.PlansDocument,
    "\n  fragment SessionUser on User {\n    id\n    fullName\n    email\n    role\n    planId\n    pendingPlanId\n    subscriptionTier\n    creditsUsed\n    creditLimit\n    createdAt\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation CreateTrackingInstance($input: CreateTrackingInstanceInput!) {\n    createTrackingInstance(input: $input) {\n      ...TrackerInstance_instance\n    }\n  }\n": typeof types.CreateTrackingInstanceDocument,
    "\n  mutation DeleteTrackingInstance($id: ID!) {\n    deleteTrackingInstance(id: $id)\n  }\n": typeof types.DeleteTrackingInstanceDocument,
    "\n  fragment TrackerInstance_instance on TrackingInstance {\n    id\n    name\n    userDomain\n    userCompanyName\n    competitors {\n      domain\n      companyName\n    }\n    keywords\n    resultCount\n    frequency\n    scheduledTime\n    timeZone\n    serpLocation\n    serpLanguage\n    serpCountry\n    serpDateRange\n    page\n    lastRun\n    nextRunAt\n    createdAt\n    activeJob {\n      ...TrackerJob_job\n    }\n  }\n": typeof types.TrackerInstance_InstanceFragmentDoc,
    "\n  query TrackingInstances {\n    trackingInstances {\n      ...TrackerInstance_instance\n    }\n  }\n": typeof types.TrackingInstancesDocument,
    "\n  query TrackerSerpProvider {\n    serpProvider {\n      name\n      source\n    }\n  }\n": typeof types.TrackerSerpProviderDocument,
    "\n  query TrackerReport($instanceId: ID!) {\n    trackerReport(instanceId: $instanceId) {\n      instanceId\n      lastRun\n      source\n      latest {\n        domain\n        keyword\n        position\n        createdAt\n      }\n      rankings {\n        companyName\n        domain\n        own\n        keywordsRanked\n        keywordsTotal\n        averageRank\n        lastChecked\n      }\n      notFound {\n        companyName\n        domain\n        keyword\n        positionsChecked\n        lastRun\n      }\n      series {\n        companyName\n        domain\n        points {\n          runAt\n          averageRank\n        }\n      }\n    }\n  }\n": typeof types.TrackerReportDocument,
    "\n  query TrackingInstance($id: ID!) {\n    trackingInstance(id: $id) {\n      ...TrackerInstance_instance\n    }\n  }\n": typeof types.TrackingInstanceDocument,
    "\n  fragment TrackerJob_job on Job {\n    id\n    status\n    progress {\n      done\n      total\n      message\n    }\n    error\n  }\n": typeof types.TrackerJob_JobFragmentDoc,
    "\n  mutation RunTrackingInstance($id: ID!) {\n    runTrackingInstance(id: $id) {\n      ...TrackerJob_job\n    }\n  }\n": typeof types.RunTrackingInstanceDocument,
    "\n  mutation CancelTrackerJob($id: ID!) {\n    cancelJob(id: $id) {\n      ...TrackerJob_job\n    }\n  }\n": typeof types.CancelTrackerJobDocument,
    "\n  subscription TrackerJobUpdated($jobId: ID!) {\n    jobUpdated(jobId: $jobId) {\n      ...TrackerJob_job\n    }\n  }\n": typeof types.TrackerJobUpdatedDocument,
    "\n  query TrackerJob($id: ID!) {\n    job(id: $id) {\n      ...TrackerJob_job\n    }\n  }\n": typeof types.TrackerJobDocument,
};
const documents: Documents = {
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ...AdminUsersTable_user\n    }\n  }\n": types.CreateUserDocument,
    "\n  fragment AdminCustomer_customer on Customer {\n    id\n    name\n    company\n    position\n    logoUrl\n    testimonial\n    featured\n  }\n": types.AdminCustomer_CustomerFragmentDoc,
    "\n  mutation CreateCustomer($input: CustomerInput!) {\n    createCustomer(input: $input) {\n      ...AdminCustomer_customer\n    }\n  }\n": types.CreateCustomerDocument,
    "\n  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      ...AdminCustomer_customer\n    }\n  }\n": types.UpdateCustomerDocument,
    "\n  query AdminCustomers {\n    customers {\n      ...AdminCustomer_customer\n    }\n  }\n": types.AdminCustomersDocument,
    "\n  mutation DeleteCustomer($id: ID!) {\n    deleteCustomer(id: $id)\n  }\n": types.DeleteCustomerDocument,
    "\n  query AdminMaintenance {\n    maintenance\n  }\n": types.AdminMaintenanceDocument,
    "\n  mutation SetMaintenance($enabled: Boolean!) {\n    setMaintenance(enabled: $enabled)\n  }\n": types.SetMaintenanceDocument,
    "\n  fragment AdminUsersTable_user on User {\n    id\n    fullName\n    email\n    role\n    planId\n    createdAt\n  }\n": types.AdminUsersTable_UserFragmentDoc,
    "\n  query AdminUsers {\n    users {\n      ...AdminUsersTable_user\n    }\n  }\n": types.AdminUsersDocument,
    "\n  mutation SetUserRole($id: ID!, $role: UserRole!) {\n    setUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n": types.SetUserRoleDocument,
    "\n  mutation CreateCheckout($planId: Int!) {\n    createCheckout(planId: $planId) {\n      sessionId\n      url\n    }\n  }\n": types.CreateCheckoutDocument,
    "\n  mutation ChangePlan($planId: Int!) {\n    changePlan(planId: $planId) {\n      id\n      planId\n      pendingPlanId\n      subscriptionTier\n    }\n  }\n": types.ChangePlanDocument,
    "\n  query SandboxCheckout($sessionId: String!) {\n    sandboxCheckout(sessionId: $sessionId) {\n      id\n      planId\n      trialDays\n      completed\n      provider\n    }\n  }\n": types.SandboxCheckoutDocument,
    "\n  mutation CompleteSandboxCheckout($sessionId: String!) {\n    completeSandboxCheckout(sessionId: $sessionId) {\n      planId\n      status\n    }\n  }\n": types.CompleteSandboxCheckoutDocument,
    "\n  query FeaturedCustomers {\n    customers(featured: true) {\n      id\n      name\n      company\n      position\n      testimonial\n    }\n  }\n": types.FeaturedCustomersDocument,
    "\n  query MaintenanceStatus {\n    maintenance\n  }\n": types.MaintenanceStatusDocument,
    "\n  query Plans {\n    plans {\n      id\n      name\n      pricePerMonth\n      description\n      features\n      limitations\n      mostPopular\n      trialDays\n    }\n  }\n": types.PlansDocument,
    "\n  fragment SessionUser on User {\n    id\n    fullName\n    email\n    role\n    planId\n    pendingPlanId\n    subscriptionTier\n    creditsUsed\n    creditLimit\n    createdAt\n  }\n": types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": types.MeDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation CreateTrackingInstance($input: CreateTrackingInstanceInput!) {\n    createTrackingInstance(input: $input) {\n      ...TrackerInstance_instance\n    }\n  }\n": types.CreateTrackingInstanceDocument,
    "\n  mutation DeleteTrackingInstance($id: ID!) {\n    deleteTrackingInstance(id: $id)\n  }\n": types.DeleteTrackingInstanceDocument,
    "\n  fragment TrackerInstance_instance on TrackingInstance {\n    id\n    name\n    userDomain\n    userCompanyName\n    competitors {\n      domain\n      companyName\n    }\n    keywords\n    resultCount\n    frequency\n    scheduledTime\n    timeZone\n    serpLocation\n    serpLanguage\n    serpCountry\n    serpDateRange\n    page\n    lastRun\n    nextRunAt\n    createdAt\n    activeJob {\n      ...TrackerJob_job\n    }\n  }\n": types.TrackerInstance_InstanceFragmentDoc,
    "\n  query TrackingInstances {\n    trackingInstances {\n      ...TrackerInstance_instance\n    }\n  }\n": types.TrackingInstancesDocument,
    "\n  query TrackerSerpProvider {\n    serpProvider {\n      name\n      source\n    }\n  }\n": types.TrackerSerpProviderDocument,
    "\n  query TrackerReport($instanceId: ID!) {\n    trackerReport(instanceId: $instanceId) {\n      instanceId\n      lastRun\n      source\n      latest {\n        domain\n        keyword\n        position\n        createdAt\n      }\n      rankings {\n        companyName\n        domain\n        own\n        keywordsRanked\n        keywordsTotal\n        averageRank\n        lastChecked\n      }\n      notFound {\n        companyName\n        domain\n        keyword\n        positionsChecked\n        lastRun\n      }\n      series {\n        companyName\n        domain\n        points {\n          runAt\n          averageRank\n        }\n      }\n    }\n  }\n": types.TrackerReportDocument,
    "\n  query TrackingInstance($id: ID!) {\n    trackingInstance(id: $id) {\n      ...TrackerInstance_instance\n    }\n  }\n": types.TrackingInstanceDocument,
    "\n  fragment TrackerJob_job on Job {\n    id\n    status\n    progress {\n      done\n      total\n      message\n    }\n    error\n  }\n": types.TrackerJob_JobFragmentDoc,
    "\n  mutation RunTrackingInstance($id: ID!) {\n    runTrackingInstance(id: $id) {\n      ...TrackerJob_job\n    }\n  }\n": types.RunTrackingInstanceDocument,
    "\n  mutation CancelTrackerJob($id: ID!) {\n    cancelJob(id: $id) {\n      ...TrackerJob_job\n    }\n  }\n": types.CancelTrackerJobDocument,
    "\n  subscription TrackerJobUpdated($jobId: ID!) {\n    jobUpdated(jobId: $jobId) {\n      ...TrackerJob_job\n    }\n  }\n": types.TrackerJobUpdatedDocument,
    "\n  query TrackerJob($id: ID!) {\n    job(id: $id) {\n      ...TrackerJob_job\n    }\n  }\n": types.TrackerJobDocument,
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
export function graphql(source: "\n  mutation CreateCheckout($planId: Int!) {\n    createCheckout(planId: $planId) {\n      sessionId\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCheckout($planId: Int!) {\n    createCheckout(planId: $planId) {\n      sessionId\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePlan($planId: Int!) {\n    changePlan(planId: $planId) {\n      id\n      planId\n      pendingPlanId\n      subscriptionTier\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePlan($planId: Int!) {\n    changePlan(planId: $planId) {\n      id\n      planId\n      pendingPlanId\n      subscriptionTier\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SandboxCheckout($sessionId: String!) {\n    sandboxCheckout(sessionId: $sessionId) {\n      id\n      planId\n      trialDays\n      completed\n      provider\n    }\n  }\n"): (typeof documents)["\n  query SandboxCheckout($sessionId: String!) {\n    sandboxCheckout(sessionId: $sessionId) {\n      id\n      planId\n      trialDays\n      completed\n      provider\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteSandboxCheckout($sessionId: String!) {\n    completeSandboxCheckout(sessionId: $sessionId) {\n      planId\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteSandboxCheckout($sessionId: String!) {\n    completeSandboxCheckout(sessionId: $sessionId) {\n      planId\n      status\n    }\n  }\n"];
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
export function graphql(source: "\n  query Plans {\n    plans {\n      id\n      name\n      pricePerMonth\n      description\n      features\n      limitations\n      mostPopular\n      trialDays\n    }\n  }\n"): (typeof documents)["\n  query Plans {\n    plans {\n      id\n      name\n      pricePerMonth\n      description\n      features\n      limitations\n      mostPopular\n      trialDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    fullName\n    email\n    role\n    planId\n    pendingPlanId\n    subscriptionTier\n    creditsUsed\n    creditLimit\n    createdAt\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    fullName\n    email\n    role\n    planId\n    pendingPlanId\n    subscriptionTier\n    creditsUsed\n    creditLimit\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation CreateTrackingInstance($input: CreateTrackingInstanceInput!) {\n    createTrackingInstance(input: $input) {\n      ...TrackerInstance_instance\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTrackingInstance($input: CreateTrackingInstanceInput!) {\n    createTrackingInstance(input: $input) {\n      ...TrackerInstance_instance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTrackingInstance($id: ID!) {\n    deleteTrackingInstance(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTrackingInstance($id: ID!) {\n    deleteTrackingInstance(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrackerInstance_instance on TrackingInstance {\n    id\n    name\n    userDomain\n    userCompanyName\n    competitors {\n      domain\n      companyName\n    }\n    keywords\n    resultCount\n    frequency\n    scheduledTime\n    timeZone\n    serpLocation\n    serpLanguage\n    serpCountry\n    serpDateRange\n    page\n    lastRun\n    nextRunAt\n    createdAt\n    activeJob {\n      ...TrackerJob_job\n    }\n  }\n"): (typeof documents)["\n  fragment TrackerInstance_instance on TrackingInstance {\n    id\n    name\n    userDomain\n    userCompanyName\n    competitors {\n      domain\n      companyName\n    }\n    keywords\n    resultCount\n    frequency\n    scheduledTime\n    timeZone\n    serpLocation\n    serpLanguage\n    serpCountry\n    serpDateRange\n    page\n    lastRun\n    nextRunAt\n    createdAt\n    activeJob {\n      ...TrackerJob_job\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackingInstances {\n    trackingInstances {\n      ...TrackerInstance_instance\n    }\n  }\n"): (typeof documents)["\n  query TrackingInstances {\n    trackingInstances {\n      ...TrackerInstance_instance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackerSerpProvider {\n    serpProvider {\n      name\n      source\n    }\n  }\n"): (typeof documents)["\n  query TrackerSerpProvider {\n    serpProvider {\n      name\n      source\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackerReport($instanceId: ID!) {\n    trackerReport(instanceId: $instanceId) {\n      instanceId\n      lastRun\n      source\n      latest {\n        domain\n        keyword\n        position\n        createdAt\n      }\n      rankings {\n        companyName\n        domain\n        own\n        keywordsRanked\n        keywordsTotal\n        averageRank\n        lastChecked\n      }\n      notFound {\n        companyName\n        domain\n        keyword\n        positionsChecked\n        lastRun\n      }\n      series {\n        companyName\n        domain\n        points {\n          runAt\n          averageRank\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrackerReport($instanceId: ID!) {\n    trackerReport(instanceId: $instanceId) {\n      instanceId\n      lastRun\n      source\n      latest {\n        domain\n        keyword\n        position\n        createdAt\n      }\n      rankings {\n        companyName\n        domain\n        own\n        keywordsRanked\n        keywordsTotal\n        averageRank\n        lastChecked\n      }\n      notFound {\n        companyName\n        domain\n        keyword\n        positionsChecked\n        lastRun\n      }\n      series {\n        companyName\n        domain\n        points {\n          runAt\n          averageRank\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackingInstance($id: ID!) {\n    trackingInstance(id: $id) {\n      ...TrackerInstance_instance\n    }\n  }\n"): (typeof documents)["\n  query TrackingInstance($id: ID!) {\n    trackingInstance(id: $id) {\n      ...TrackerInstance_instance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrackerJob_job on Job {\n    id\n    status\n    progress {\n      done\n      total\n      message\n    }\n    error\n  }\n"): (typeof documents)["\n  fragment TrackerJob_job on Job {\n    id\n    status\n    progress {\n      done\n      total\n      message\n    }\n    error\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunTrackingInstance($id: ID!) {\n    runTrackingInstance(id: $id) {\n      ...TrackerJob_job\n    }\n  }\n"): (typeof documents)["\n  mutation RunTrackingInstance($id: ID!) {\n    runTrackingInstance(id: $id) {\n      ...TrackerJob_job\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelTrackerJob($id: ID!) {\n    cancelJob(id: $id) {\n      ...TrackerJob_job\n    }\n  }\n"): (typeof documents)["\n  mutation CancelTrackerJob($id: ID!) {\n    cancelJob(id: $id) {\n      ...TrackerJob_job\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TrackerJobUpdated($jobId: ID!) {\n    jobUpdated(jobId: $jobId) {\n      ...TrackerJob_job\n    }\n  }\n"): (typeof documents)["\n  subscription TrackerJobUpdated($jobId: ID!) {\n    jobUpdated(jobId: $jobId) {\n      ...TrackerJob_job\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackerJob($id: ID!) {\n    job(id: $id) {\n      ...TrackerJob_job\n    }\n  }\n"): (typeof documents)["\n  query TrackerJob($id: ID!) {\n    job(id: $id) {\n      ...TrackerJob_job\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;