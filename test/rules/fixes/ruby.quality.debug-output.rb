class OrderProcessor
  def process(order)
    # ruleid: ruby.quality.debug-output
    # ruleid: ruby.quality.debug-output
    # ok: ruby.quality.debug-output
    Rails.logger.debug { "processing #{order.id}" }
    order.process!
  end

  def to_s
    # ok: ruby.quality.debug-output
    print "order"
  end
end

class Importer
  def import(rows, options)
    if options[:debug]
      # ok: ruby.quality.debug-output
      pp rows
    end
    rows.each(&:save!)
  end
end
