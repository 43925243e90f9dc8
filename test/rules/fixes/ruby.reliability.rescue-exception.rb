class Worker
  def perform(job)
    job.run
  # ruleid: ruby.reliability.rescue-exception
  rescue StandardError => e
    Rails.logger.error(e.message)
  end

  def perform_and_reraise(job)
    job.run
  # ok: ruby.reliability.rescue-exception
  rescue Exception => e
    Rails.logger.error(e.message)
    raise
  end

  def perform_safely(job)
    job.run
  # ok: ruby.reliability.rescue-exception
  rescue StandardError => e
    Rails.logger.error(e.message)
  end
end
