"""hakem.analysis"""
