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

  def dispatch(job)
    job.run
  # ok: ruby.reliability.rescue-exception
  rescue Exception => e
    handle_failure!(e)
  end

  def dispatch_and_record(job)
    job.run
  # ruleid: ruby.reliability.rescue-exception
  rescue StandardError => e
    record_failure(e)
  end

  private

  # Error pages for what a handler takes; everything else goes on to the server.
  def handle_failure!(error)
    return render_error(error) if handlers.key?(error.class)

    raise error
  end

  def record_failure(error)
    Rails.logger.error(error.full_message)
  end
end
