# corpus: CWE-78 vulnerable — the domain is passed as an argument list, but to sh -c with the domain interpolated into the script.
# frozen_string_literal: true

class DnsCheck
  def initialize(domain)
    @domain = domain
  end

  def mx_records
    output = IO.popen(["sh", "-c", "dig +short MX #{@domain} | sort -n"], &:read)
    output.lines.map(&:strip).reject(&:empty?)
  end
end

class Crm::DomainsController < ApplicationController
  def mx
    render json: { domain: params[:domain], mx: DnsCheck.new(params[:domain]).mx_records }
  end
end
