# corpus: CWE-89 safe — the email from ARGV is passed as a bound parameter to SQLite3::Database#execute.
# frozen_string_literal: true

require "sqlite3"

def member_history(db, email)
  db.execute(
    "SELECT court, starts_at FROM bookings WHERE member_email = ? ORDER BY starts_at DESC LIMIT 20",
    [email]
  )
end

if $PROGRAM_NAME == __FILE__
  email = ARGV.first or abort("usage: member_history EMAIL")
  db = SQLite3::Database.new(ENV.fetch("CLUB_DB", "club.sqlite3"))
  member_history(db, email).each { |court, starts_at| puts "#{starts_at}  court #{court}" }
end
