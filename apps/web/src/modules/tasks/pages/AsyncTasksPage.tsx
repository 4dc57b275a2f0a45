/** tasks/async: every background task the caller may see (their own; with reports:task:readAll, their scope's). */
import { TaskListPage } from "./TaskListPage";

export default function AsyncTasksPage() {
  return <TaskListPage mine={false} />;
}
