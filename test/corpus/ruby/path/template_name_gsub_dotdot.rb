# corpus: CWE-22 vulnerable — removing "../" once with gsub is bypassed by "....//", which collapses back to "../".
# frozen_string_literal: true

class InvoiceTemplates
  DIR = "/srv/billing/templates"

  def self.available
    Dir.children(DIR).select { |f| f.end_with?(".liquid") }.sort
  end

  def self.load(name)
    File.read(File.join(DIR, clean(name)))
  end

  def self.clean(name)
    name.to_s.gsub("../", "")
  end
end

class Billing::TemplatesController < ApplicationController
  def index
    render json: InvoiceTemplates.available
  end

  def show
    render plain: InvoiceTemplates.load(params[:name])
  end
end
