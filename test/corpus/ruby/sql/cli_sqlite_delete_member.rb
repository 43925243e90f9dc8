# corpus: CWE-89 vulnerable — the member email from ARGV is interpolated into DELETE statements run by SQLite3::Database#execute.
# frozen_string_literal: true

require "sqlite3"

class MemberPurge
  def initialize(db)
    @db = db
  end

  def purge(email)
    @db.transaction do
      @db.execute("DELETE FROM bookings WHERE member_email = '#{email}'")
      @db.execute("DELETE FROM members WHERE email = '#{email}'")
    end
    @db.changes
  end
end

email = ARGV.fetch(0) { abort "usage: delete_member EMAIL" }
db = SQLite3::Database.new(ENV.fetch("CLUB_DB", "club.sqlite3"))
removed = MemberPurge.new(db).purge(email)
puts "removed #{removed} member rows for #{email}"
db.close
