# corpus: CWE-117 safe — the import job logs row values only through a helper that escapes control characters with dump.
# frozen_string_literal: true

require "csv"

module SafeLog
  def self.value(text)
    text.to_s.dump[1...-1].slice(0, 120)
  end
end

class MemberImportJob
  include Sidekiq::Job
  sidekiq_options queue: :imports

  def perform(club_id, csv_text, uploaded_by)
    club = Club.find(club_id)
    imported = 0
    CSV.parse(csv_text, headers: true).each_with_index do |row, index|
      member = club.members.new(name: row["name"], email: row["email"], joined_on: row["joined_on"])
      if member.save
        imported += 1
      else
        Sidekiq.logger.warn(
          "club=#{club.id} row=#{index + 2} email=#{SafeLog.value(row['email'])} errors=#{member.errors.full_messages.join('; ').inspect}"
        )
      end
    end
    Sidekiq.logger.info("club=#{club.id} import by=#{SafeLog.value(uploaded_by)} imported=#{imported}")
  end
end

class Clubs::MemberImportsController < ApplicationController
  def create
    upload = params.require(:file)
    MemberImportJob.perform_async(current_club.id, upload.read, params[:uploaded_by].presence || current_user.email)
    redirect_to club_members_path(current_club), notice: "Import started"
  end
end
