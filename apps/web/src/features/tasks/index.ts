export { TASK_KEYS, recentTasks, useTasks, isRunning } from './hooks/useTasks';
export { TaskItem } from './components/TaskItem';
