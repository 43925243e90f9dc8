class Backfill
  def run
    # ruleid: ruby.performance.all-each
    User.find_each do |user|
      user.touch
    end
    # ok: ruby.performance.all-each
    User.find_each do |user|
      user.touch
    end
  end
end
