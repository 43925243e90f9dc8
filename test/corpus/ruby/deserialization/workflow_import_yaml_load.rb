# corpus: CWE-502 vulnerable — the submitted workflow definition is parsed with YAML.load (Psych < 4 semantics), which can build arbitrary Ruby objects.
# frozen_string_literal: true

require "yaml"

class WorkflowImporter
  def initialize(account, source)
    @account = account
    @source = source
  end

  def call
    definition = YAML.load(@source)
    @account.workflows.create!(
      name: definition.fetch("name"),
      steps: Array(definition["steps"]).map { |s| s.slice("type", "assignee", "due_in_days") }
    )
  end
end

class WorkflowsController < ApplicationController
  def import
    workflow = WorkflowImporter.new(current_account, params.require(:definition)).call
    redirect_to workflow_path(workflow)
  end
end
