# corpus: CWE-89 safe — the actor name is passed through connection.quote, which adds quotes and escapes it, before interpolation.
# frozen_string_literal: true

class AuditTrail
  def self.for_actor(actor_name, limit: 100)
    conn = ActiveRecord::Base.connection
    quoted = conn.quote(actor_name)
    conn.select_all(<<~SQL).to_a
      SELECT id, action, target_type, target_id, created_at
      FROM audit_events
      WHERE actor_name = #{quoted}
      ORDER BY created_at DESC
      LIMIT #{Integer(limit)}
    SQL
  end
end

class AuditEventsController < ApplicationController
  def index
    render json: AuditTrail.for_actor(params[:actor])
  end
end
