# corpus: CWE-1336 vulnerable — an email template submitted by the user is compiled with ERB.new and evaluated with a binding.
# frozen_string_literal: true

require "erb"

class CampaignRenderer
  def initialize(template_source, contact)
    @template_source = template_source
    @contact = contact
  end

  def render
    first_name = @contact.first_name
    company = @contact.company_name
    ERB.new(@template_source, trim_mode: "-").result(binding)
  end
end

class Crm::CampaignPreviewsController < ApplicationController
  def create
    contact = current_account.contacts.find(params[:contact_id])
    html = CampaignRenderer.new(params.require(:campaign)[:body], contact).render
    render json: { html: html }
  end
end
