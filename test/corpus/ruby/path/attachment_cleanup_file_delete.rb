# corpus: CWE-22 vulnerable — the attachment name from the request is joined to the ticket folder and deleted without validation.
# frozen_string_literal: true

module Helpdesk
  class AttachmentStore
    BASE = "/srv/helpdesk/attachments"

    def initialize(ticket)
      @dir = File.join(BASE, ticket.id.to_s)
    end

    def remove(name)
      path = File.join(@dir, name)
      File.delete(path) if File.exist?(path)
    end
  end
end

class Helpdesk::AttachmentsController < ApplicationController
  def destroy
    ticket = current_agent.tickets.find(params[:ticket_id])
    Helpdesk::AttachmentStore.new(ticket).remove(params[:name])
    head :no_content
  end
end
