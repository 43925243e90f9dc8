# corpus: CWE-330 vulnerable — API keys are generated from Random.new, which is seeded and not cryptographically secure.
# frozen_string_literal: true

class ApiKeyGenerator
  ALPHABET = [*"a".."z", *"0".."9"].freeze

  def initialize(rng = Random.new)
    @rng = rng
  end

  def generate(length = 40)
    Array.new(length) { ALPHABET[@rng.rand(ALPHABET.size)] }.join
  end
end

class Developer::ApiKeysController < ApplicationController
  def create
    key = current_developer.api_keys.create!(token: ApiKeyGenerator.new.generate, label: params[:label])
    render json: { id: key.id, token: key.token }, status: :created
  end
end
