# corpus: CWE-470 vulnerable — the operation parameter selects the method called with public_send on the task, including destroy! or update.
# frozen_string_literal: true

class Task < ApplicationRecord
  belongs_to :project

  def start!
    update!(state: "in_progress", started_at: Time.current)
  end

  def finish!
    update!(state: "done", finished_at: Time.current)
  end
end

class TasksController < ApplicationController
  def transition
    task = Task.joins(:project).where(projects: { team_id: current_team.id }).find(params[:id])
    task.public_send(params[:operation])
    render json: task.reload
  end
end
