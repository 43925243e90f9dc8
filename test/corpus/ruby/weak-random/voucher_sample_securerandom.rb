# corpus: CWE-330 safe — Array#sample is given random: SecureRandom, so each character comes from the OS CSPRNG.
# frozen_string_literal: true

require "securerandom"

module VoucherCodes
  ALPHABET = %w[A C D E F G H J K M N P Q R T W X Y 3 4 6 7 9].freeze

  def self.generate(length: 10)
    Array.new(length) { ALPHABET.sample(random: SecureRandom) }.join
  end
end

class Marketing::VouchersController < ApplicationController
  def create
    voucher = current_campaign.vouchers.create!(code: VoucherCodes.generate, value_cents: params[:value_cents].to_i)
    render json: { code: voucher.code }
  end
end
