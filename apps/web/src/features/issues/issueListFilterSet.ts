/** The issue list's saved filter set; its own module so the routes can preload it without the list's code. */
export const ISSUE_LIST_FILTER_SET = 'issues';
