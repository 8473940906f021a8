export {
  assignChainToProviders,
  assignIssuesToProvider,
  assignIssuesToUser,
  removeAssignedIssues,
  transferIssues,
} from './commands/assignmentCommands';
