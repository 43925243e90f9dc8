# corpus: CWE-89 vulnerable — the grouping expression from the query string is passed to group, which takes raw SQL.
# frozen_string_literal: true

class SignupStats
  def initialize(since:)
    @since = since
  end

  def by(dimension)
    User.where(created_at: @since..).group(dimension).count
  end

  def total
    User.where(created_at: @since..).count
  end
end

class Dashboards::SignupStatsController < ApplicationController
  def index
    stats = SignupStats.new(since: 30.days.ago)
    dimension = params.fetch(:group_by, "plan")
    render json: { dimension: dimension, total: stats.total, counts: stats.by(dimension) }
  end
end
