# corpus: CWE-347 vulnerable — the API concern decodes the bearer token with JWT.decode(token, nil, false), skipping signature verification, and trusts the member id in its payload.
# frozen_string_literal: true

module TokenAuthentication
  extend ActiveSupport::Concern

  included do
    before_action :authenticate_member!
  end

  private

  def authenticate_member!
    claims = MemberToken.claims(bearer_token)
    @current_member = Member.active.find_by(id: claims["sub"]) if claims
    head :unauthorized unless @current_member
  end

  def current_member
    @current_member
  end

  def bearer_token
    header = request.headers["Authorization"].to_s
    header.start_with?("Bearer ") ? header.delete_prefix("Bearer ") : nil
  end
end

class MemberToken
  ISSUER = "members.gymclub.app"

  def self.claims(token)
    return nil if token.blank?

    payload, _header = JWT.decode(token, nil, false)
    return nil unless payload["iss"] == ISSUER
    return nil if payload["exp"].to_i < Time.now.to_i

    payload
  rescue JWT::DecodeError
    nil
  end
end

module Api
  class BookingsController < ActionController::API
    include TokenAuthentication

    def index
      bookings = current_member.bookings.upcoming.includes(:session)
      render json: bookings.map { |b| { id: b.id, class: b.session.name, starts_at: b.session.starts_at } }
    end

    def destroy
      current_member.bookings.find(params[:id]).cancel!
      head :no_content
    end
  end
end
