# corpus: CWE-330 vulnerable — classroom invite tokens are built with Array#sample using the default non-cryptographic generator.
# frozen_string_literal: true

module InviteTokens
  CHARS = ("A".."Z").to_a + ("2".."9").to_a

  def self.generate
    Array.new(12) { CHARS.sample }.join
  end
end

class Classrooms::InvitesController < ApplicationController
  def create
    classroom = current_teacher.classrooms.find(params[:classroom_id])
    invite = classroom.invites.create!(email: params[:email], token: InviteTokens.generate)
    InviteMailer.with(invite: invite).join.deliver_later
    redirect_to classroom_path(classroom), notice: "Invite sent"
  end
end
