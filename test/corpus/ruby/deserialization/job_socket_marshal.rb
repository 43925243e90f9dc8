# corpus: CWE-502 vulnerable — each frame read from the TCP socket is passed to Marshal.load.
# frozen_string_literal: true

require "socket"

class RenderWorker
  def initialize(port: 7070)
    @server = TCPServer.new("0.0.0.0", port)
  end

  def run
    loop do
      client = @server.accept
      Thread.new(client) { |conn| handle(conn) }
    end
  end

  private

  def handle(conn)
    size = conn.read(4).unpack1("N")
    job = Marshal.load(conn.read(size))
    conn.write("accepted #{job[:template]}\n")
  ensure
    conn.close
  end
end

RenderWorker.new(port: Integer(ENV.fetch("RENDER_PORT", "7070"))).run if $PROGRAM_NAME == __FILE__
