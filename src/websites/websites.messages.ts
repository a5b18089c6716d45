// The two refusals of a create that the operator decides (api-contract.md, "What the operator decides"),
// worded as phpAnalytics words them.
export const QUOTA_REACHED = 'You created too many websites.'
export const BANNED = 'The domain contains a keyword that is banned.'
