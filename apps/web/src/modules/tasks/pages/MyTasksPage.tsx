/** report/myTaskList: the background tasks the caller started. */
import { TaskListPage } from "./TaskListPage";

export default function MyTasksPage() {
  return <TaskListPage mine />;
}
