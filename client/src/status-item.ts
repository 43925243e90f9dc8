/**
 * The language status item: the active file's score and risk level; selecting it opens the summary, and, when the
 * review had a business context, how each of its sentences was read (in the "Code Review: Business Rules" output).
 */
import * as vscode from 'vscode';
import type { ReviewStatusParams } from '../../shared/src/protocol';
import { businessRuleCounts, businessRuleLines } from './business-rules-text';

export const SHOW_SUMMARY_COMMAND = 'codeReview.showSummary';

export class ReviewStatusItem implements vscode.Disposable {
  private readonly item: vscode.LanguageStatusItem;
  private readonly byUri = new Map<string, ReviewStatusParams>();
  private readonly subscriptions: vscode.Disposable[];
  private readonly businessRules = vscode.window.createOutputChannel('Code Review: Business Rules');

  constructor(selector: vscode.DocumentSelector) {
    this.item = vscode.languages.createLanguageStatusItem('codeReview.status', selector);
    this.item.name = 'Code Review';
    this.item.text = 'Code Review';
    this.subscriptions = [
      vscode.window.onDidChangeActiveTextEditor(() => this.render()),
      vscode.commands.registerCommand(SHOW_SUMMARY_COMMAND, () => this.showSummary()),
    ];
    this.render();
  }

  update(status: ReviewStatusParams): void {
    this.byUri.set(status.uri, status);
    if (vscode.window.activeTextEditor?.document.uri.toString() === status.uri) this.render();
  }

  /** What the item shows for the active document (also read by the end-to-end tests). */
  get text(): string {
    return this.item.text;
  }

  private current(): ReviewStatusParams | undefined {
    const uri = vscode.window.activeTextEditor?.document.uri.toString();
    return uri ? this.byUri.get(uri) : undefined;
  }

  private render(): void {
    const status = this.current();
    this.item.busy = status?.state === 'running';
    if (!status || status.state === 'running') {
      this.item.text = status ? 'Code Review: reviewing…' : 'Code Review';
      this.item.severity = vscode.LanguageStatusSeverity.Information;
      this.item.command = undefined;
      return;
    }
    if (status.state === 'failed') {
      this.item.text = 'Code Review: failed';
      this.item.detail = status.message;
      this.item.severity = vscode.LanguageStatusSeverity.Error;
    } else {
      this.item.text = `Code Review: ${status.score}/100 · ${status.riskLevel} risk`;
      const findings = `${status.findingCount} finding${status.findingCount === 1 ? '' : 's'}`;
      this.item.detail = status.businessRules ? `${findings} · ${businessRuleCounts(status.businessRules)}` : findings;
      this.item.severity = status.riskLevel === 'critical' || status.riskLevel === 'high' ? vscode.LanguageStatusSeverity.Warning : vscode.LanguageStatusSeverity.Information;
    }
    this.item.command = { title: 'Show summary', command: SHOW_SUMMARY_COMMAND };
  }

  private showSummary(): void {
    const status = this.current();
    const text = status?.state === 'done' ? status.summary : status?.message;
    void vscode.window.showInformationMessage(text ?? 'Code Review has not reviewed this file yet.');
    if (status?.state === 'done' && status.businessRules) {
      this.businessRules.clear();
      this.businessRules.appendLine(`How the business context was read for ${vscode.Uri.parse(status.uri).fsPath}:`);
      for (const line of businessRuleLines(status.businessRules)) this.businessRules.appendLine(line);
      this.businessRules.show(true);
    }
  }

  dispose(): void {
    this.item.dispose();
    this.businessRules.dispose();
    for (const subscription of this.subscriptions) subscription.dispose();
  }
}
