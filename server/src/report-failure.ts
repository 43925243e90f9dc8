/** A failed review told to the user: a key problem offers "Set API Key", anything else is a warning. */
import { MessageType, ShowMessageNotification, type Connection } from 'vscode-languageserver';
import { AuthenticationRequiredNotification } from '../../shared/src/protocol';
import { fireAndForget } from './fire-and-forget';
import { ReviewFailure } from './remote-reviewer';

/** Reports `error` and returns its message. */
export function reportFailure(connection: Connection, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ReviewFailure && error.needsApiKey) {
    fireAndForget(connection.sendNotification(AuthenticationRequiredNotification, { message }));
  } else {
    warn(connection, message);
  }
  return message;
}

export function warn(connection: Connection, message: string): void {
  // A notification, not window/showMessageRequest: there is nothing to choose, so nothing to wait for.
  fireAndForget(connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Warning, message: `Code Review: ${message}` }));
}
