# corpus: CWE-330 safe — rand, sample and shuffle only pick and order public content on the landing page.
# frozen_string_literal: true

class LandingController < ApplicationController
  HERO_VARIANTS = %w[blue green sunset].freeze

  def index
    @testimonials = Testimonial.approved.to_a.shuffle.first(3)
    @hero_variant = HERO_VARIANTS[rand(HERO_VARIANTS.size)]
    @featured_courses = featured_courses
    @seats_left = Course.next_cohort&.seats_remaining
  end

  private

  def featured_courses
    pool = Course.published.where(featured: true).limit(20).to_a
    pool.sample(4).sort_by(&:starts_on)
  end
end
