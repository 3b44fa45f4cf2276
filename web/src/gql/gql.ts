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
    "\n  query FeaturedCustomers {\n    customers(featured: true) {\n      id\n      name\n      company\n      position\n      testimonial\n    }\n  }\n": typeof types.FeaturedCustomersDocument,
    "\n  query MaintenanceStatus {\n    maintenance\n  }\n": typeof types.MaintenanceStatusDocument,
    "\n  query Plans {\n    plans {\n      id\n      name\n      pricePerMonth\n      description\n      features\n      limitations\n      mostPopular\n      trialDays\n    }\n  }\n": typeof types.PlansDocument,
    "\n  fragment SessionUser on User {\n    id\n    fullName\n    email\n    role\n    planId\n    pendingPlanId\n    subscriptionTier\n    creditsUsed\n    creditLimit\n    createdAt\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.SignUpDocument,
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
    "\n  query FeaturedCustomers {\n    customers(featured: true) {\n      id\n      name\n      company\n      position\n      testimonial\n    }\n  }\n": types.FeaturedCustomersDocument,
    "\n  query MaintenanceStatus {\n    maintenance\n  }\n": types.MaintenanceStatusDocument,
    "\n  query Plans {\n    plans {\n      id\n      name\n      pricePerMonth\n      description\n      features\n      limitations\n      mostPopular\n      trialDays\n    }\n  }\n": types.PlansDocument,
    "\n  fragment SessionUser on User {\n    id\n    fullName\n    email\n    role\n    planId\n    pendingPlanId\n    subscriptionTier\n    creditsUsed\n    creditLimit\n    createdAt\n  }\n": types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": types.MeDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.SignUpDocument,
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

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;