require "securerandom"

require "securerandom"

class InvitesController < ApplicationController
  CHARS = ("A".."Z").to_a

  def create
    # ruleid: ruby.security.insecure-randomness
    reset_token = SecureRandom.random_number(1_000_000)
    # ruleid: ruby.security.insecure-randomness
    invite = Invite.create!(code: Array.new(8) { CHARS.sample(random: SecureRandom) }.join)
    # ok: ruby.security.insecure-randomness
    session_id = SecureRandom.hex(16)
    # ok: ruby.security.insecure-randomness
    retry_delay = rand(5)
    render json: { token: reset_token, invite: invite.id, session: session_id, delay: retry_delay }
  end
end
