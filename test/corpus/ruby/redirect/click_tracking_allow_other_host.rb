# corpus: CWE-601 vulnerable — the url parameter is redirected to with allow_other_host: true after counting the click.
# frozen_string_literal: true

class ClickEvent < ApplicationRecord
  belongs_to :issue, class_name: "NewsletterIssue"

  def self.record!(issue_id:, url:, user_agent:)
    create!(issue_id: issue_id, url: url.to_s.truncate(2_000), user_agent: user_agent, clicked_at: Time.current)
  end
end

class Newsletter::ClicksController < ApplicationController
  skip_before_action :authenticate_user!

  def show
    ClickEvent.record!(issue_id: params[:issue_id], url: params[:url], user_agent: request.user_agent)
    redirect_to params[:url], allow_other_host: true, status: :see_other
  end
end
